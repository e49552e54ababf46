import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/desktop-callback.ts';
import { desktopReturnLink } from '../../../../shared/contracts/desktop.ts';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { DesktopReturn } from '../../../features/auth/components/desktop-return.tsx';
import { FullPageStatus } from '../../../features/auth/components/full-page-status.tsx';
import {
  completeDesktopSignIn,
  type DesktopCompletion,
} from '../../../features/auth/platforms/desktop-sign-in.ts';
import { applyPendingTemplate } from '../../../features/templates/pending-template.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { describeError } from '../../../lib/errors.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useInDesktopShell } from '../../../lib/use-in-desktop-shell.ts';

export function meta(): Route.MetaDescriptors {
  return [
    { title: i18n.t('desktopCallback.title', { ns: AUTH_NS }) },
    { name: 'robots', content: 'noindex' },
  ];
}

async function destination(result: DesktopCompletion): Promise<string> {
  if (result.kind === 'ignored') return '/auth/login';
  if (result.kind === 'failed') return `/auth/login?error=${result.reason}`;
  // A template chosen before signing in (templates page) becomes a board now, as on the web.
  try {
    const pending = await applyPendingTemplate();
    if (pending) return pending.path;
  } catch (error) {
    toast.error(describeError(error));
  }
  return result.to;
}

/** In the desktop app's window: the shell is back with the outcome; finish signing in. */
function DesktopCompletionScreen() {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void completeDesktopSignIn(new URL(window.location.href))
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

/**
 * /auth/desktop-callback (spec §2). In the system browser, where the identity provider returns a
 * desktop sign-in: the page that opens the app through its custom URL scheme, carrying the
 * provider's answer (query and hash). In the app's own window, where the shell brings it once it
 * has exchanged the code: the end of the sign-in.
 */
export default function DesktopCallback() {
  const { t } = useTranslation(AUTH_NS);
  const { search, hash } = useLocation();
  if (useInDesktopShell()) return <DesktopCompletionScreen />;
  return (
    <>
      <DocumentTitle parts={[t('desktopCallback.title')]} />
      <DesktopReturn link={desktopReturnLink({ hostname: window.location.hostname, search, hash })} />
    </>
  );
}
