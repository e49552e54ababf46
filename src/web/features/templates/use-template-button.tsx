import { Loader2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { describeError } from '../../lib/errors.ts';
import { rememberPendingTemplate } from './remember-template.ts';
import './templates-i18n.ts';

export interface UseTemplateButtonProps {
  slug: string;
  lng: Language;
  signedIn: boolean;
  taskCount: number;
}

type ApplyState = { status: 'idle' } | { status: 'pending' } | { status: 'failed'; error: unknown };

/**
 * "Use this template". A link to sign-in by default (so it works before hydration and without JS);
 * signed in, it creates the board and opens it; signed out, it remembers the choice first. The API
 * client and its schemas load on the click, not with the page: most visitors never press it.
 */
export function UseTemplateButton({ slug, lng, signedIn, taskCount }: UseTemplateButtonProps) {
  const { t } = useTranslation('templates-ui', { lng });
  const navigate = useNavigate();
  const [state, setState] = useState<ApplyState>({ status: 'idle' });
  const pending = state.status === 'pending';
  const href = `/auth/login?template=${encodeURIComponent(slug)}`;

  async function apply() {
    setState({ status: 'pending' });
    try {
      // A public page has not started the session (the app does that): start it here, on demand,
      // so the API client sends the person's token.
      const [{ applyTemplateNow }, { initSession }] = await Promise.all([
        import('./pending-template.ts'),
        import('../auth/session.ts'),
      ]);
      if (initSession() === 'reloading') return;
      await navigate(await applyTemplateNow(slug, lng));
    } catch (error) {
      setState({ status: 'failed', error });
    }
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!signedIn) {
      rememberPendingTemplate(slug, lng);
      return;
    }
    event.preventDefault();
    if (!pending) void apply();
  }

  return (
    <div>
      <a
        href={href}
        onClick={handleClick}
        role={signedIn ? 'button' : undefined}
        aria-disabled={pending || undefined}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-indigo-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {pending && <Loader2 aria-hidden className="size-5 animate-spin" />}
        {pending ? t('guide.creating') : t('guide.useTemplate')}
      </a>
      <p className="mt-2 text-sm text-slate-600">
        {t('guide.useTemplateNote', { count: taskCount })} {!signedIn && t('guide.signInNote')}
      </p>
      {state.status === 'failed' && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {describeError(state.error)}
        </p>
      )}
    </div>
  );
}
