import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { FullPageStatus } from '../../../features/auth/components/full-page-status.tsx';
import { completeSignIn, type CallbackResult } from '../../../features/auth/sign-in.ts';
import { applyPendingTemplate } from '../../../features/templates/pending-template.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { describeError } from '../../../lib/errors.ts';

async function destination(result: CallbackResult): Promise<string> {
  if (result.kind === 'ignored') return '/auth/login';
  if (result.kind !== 'signed-in') return `/auth/login?error=${result.reason}`;
  // A template chosen before signing in (templates page) becomes a board now.
  try {
    const pending = await applyPendingTemplate();
    if (pending) return pending.path;
  } catch (error) {
    toast.error(describeError(error));
  }
  return result.to;
}

/**
 * The return from the identity provider: 'Processing authentication...' while the code is
 * exchanged, then where the person was headed (the board by default), or back to the login page:
 * silently for a stale callback, with a message when the sign-in failed. A template picked before
 * signing in is applied first, and its new board is where the person lands. The exchange runs from
 * the page rather than a loader so that this text, not the app's generic one, is what shows.
 */
export default function Callback() {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void completeSignIn(new URL(window.location.href))
      .then(destination)
      .then((to) => {
        if (current) void navigate(to, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [navigate]);
  return (
    <>
      <DocumentTitle parts={[t('callback.processing')]} />
      <FullPageStatus title={t('callback.processing')} />
    </>
  );
}
