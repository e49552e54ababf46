import { Loader2 } from 'lucide-react';

/** A whole-page "working on it" message, announced politely to screen readers. */
export function FullPageStatus({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-8" aria-busy="true">
      <div role="status" className="flex max-w-sm flex-col items-center gap-3 text-center">
        <Loader2 aria-hidden className="size-8 animate-spin text-indigo-600 motion-reduce:animate-none" />
        {/* The SPA page's loading script finds its text by this attribute (spa-language.ts). */}
        <p className="text-lg font-medium text-slate-900" data-status-title="">
          {title}
        </p>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
    </main>
  );
}
