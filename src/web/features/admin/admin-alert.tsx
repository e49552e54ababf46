/**
 * The console's errors (spec §6, §8): a destructive alert that can be dismissed, with the spec's
 * text for what failed, also logged to the console. A refusal (401/403) says the person may not
 * see this part of the console and, after 2 s, takes them to `/`.
 */
import { X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { cn } from '../../components/ui/cn.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ADMIN_NS } from './admin-i18n.ts';

export const PERMISSION_REDIRECT_MS = 2000;

/** What was being loaded or done, which names the sentence shown when it fails. */
export type AdminErrorKind = 'stats' | 'users' | 'user' | 'subscriptions' | 'activity' | 'modify';

/** Spec §6: the panel's text on the dashboard (and the other people pages), its own on two pages. */
const PERMISSION_KEY: Record<AdminErrorKind, string> = {
  stats: 'errors.permission.panel',
  users: 'errors.permission.panel',
  user: 'errors.permission.panel',
  modify: 'errors.permission.panel',
  subscriptions: 'errors.permission.subscriptions',
  activity: 'errors.permission.activity',
};

export function isPermissionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The i18n key of the sentence for an error while loading or doing `kind`. */
export function adminErrorKey(kind: AdminErrorKind, error: unknown): string {
  if (isPermissionError(error)) return PERMISSION_KEY[kind];
  if (kind === 'user' && error instanceof ApiError && error.status === 404) return 'errors.userNotFound';
  return `errors.failed.${kind}`;
}

export function AlertBox({
  children,
  onDismiss,
  className,
}: {
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800',
        className,
      )}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('errors.dismiss')}
          className={cn(
            '-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-red-100 coarse:size-11',
            focusRing,
          )}
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}

/** After a refusal, home in 2 s (spec §6); leaving the page first cancels it. */
function usePermissionRedirect(refused: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!refused) return undefined;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), PERMISSION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [refused, navigate]);
}

/** The alert for `error` (nothing when there is none, or once dismissed until the next error). */
export function AdminErrorAlert({
  kind,
  error,
  className,
}: {
  kind: AdminErrorKind;
  error: unknown;
  className?: string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [dismissed, setDismissed] = useState<unknown>(null);
  usePermissionRedirect(isPermissionError(error));
  useEffect(() => {
    if (error) console.error(`Admin console: ${kind}`, error);
  }, [error, kind]);
  if (!error || dismissed === error) return null;
  return (
    <AlertBox onDismiss={() => setDismissed(error)} {...(className ? { className } : {})}>
      {t(adminErrorKey(kind, error))}
    </AlertBox>
  );
}
