import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { FullPageStatus } from '../../../features/auth/components/full-page-status.tsx';
import type { CallbackResult } from '../../../features/auth/sign-in.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { clientPlatform } from '../../../lib/client-platform.ts';

function destination(result: CallbackResult): string {
  if (result.kind === 'signed-in') return '/app/board';
  if (result.kind === 'ignored') return '/auth/login';
  return `/auth/login?error=${result.reason}`;
}

async function complete(url: URL): Promise<string> {
  // Only the apps can finish an in-app sign-in: opened in a browser, this page has nothing to do.
  const platform = clientPlatform();
  if (platform !== 'ios' && platform !== 'android') return '/auth/login';
  const { completeNativeSignIn } = await import('../../../features/auth/platforms/native-sign-in.ts');
  return destination(await completeNativeSignIn(url));
}

/**
 * `/auth/ios-callback` and `/auth-callback` (spec §2): the apps' sign-in return. The app was opened
 * with `quadrant://callback?code…` and came here with that query (platforms/native-app.ts);
 * "Completing sign in..." while the code is exchanged, then the board (spec §4: the in-app browser
 * closed, `capacitor_auth_complete` set), or the login page with the reason.
 */
export default function NativeCallback() {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void complete(new URL(window.location.href)).then((to) => {
      if (current) void navigate(to, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);
  return (
    <>
      <DocumentTitle parts={[t('callback.completing')]} />
      <FullPageStatus title={t('callback.completing')} />
    </>
  );
}
