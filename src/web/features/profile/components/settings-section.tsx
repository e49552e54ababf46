/** One section of the settings page: a card named by its heading (a landmark for screen readers). */
import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export function SettingsSection({
  title,
  description,
  tone = 'default',
  anchor,
  children,
}: {
  /** The section's fragment (`/app/profile#notifications`), for links from elsewhere. */
  anchor?: string;
  title: ReactNode;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-4 rounded-lg border bg-white p-4 sm:p-5',
        tone === 'danger' ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2
          id={id}
          className={cn('text-lg font-semibold', tone === 'danger' ? 'text-red-700' : 'text-slate-900')}
        >
          {title}
        </h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * The Notifications section: whatever the reminders feature gives it (its own settings component
 * and API). Composed in the route, so this page does not reach into that feature.
 */
export function NotificationsSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <SettingsSection title={title} anchor="notifications">
      {children}
    </SettingsSection>
  );
}

/** A short confirmation after a save, announced politely. */
export function SavedNote({ show, children }: { show: boolean; children: ReactNode }) {
  return (
    <p role="status" className="min-h-5 text-sm text-emerald-700">
      {show ? children : null}
    </p>
  );
}
