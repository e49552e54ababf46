import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { FullPageStatus } from '../../../features/auth/components/full-page-status.tsx';
import { signOut, signOutReasonOf } from '../../../features/auth/sign-out.ts';
import { loginPage } from '../../../lib/client-platform.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';

const LOCAL_SIGN_OUT_DELAY_MS = 100;

/**
 * 'Signing out...': clears this browser, then ends the provider's session (spec §4). With
 * `?reason=password-changed` or `?reason=sessions-revoked` the login page then says why (the
 * password changed, or an admin signed every device out).
 */
export default function Logout() {
  const { t } = useTranslation(AUTH_NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = signOutReasonOf(params.get('reason'));

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    queryClient.clear();
    void signOut(reason).then((endSession) => {
      if (cancelled) return;
      if (endSession) window.location.replace(endSession);
      else timer = setTimeout(() => void navigate(loginPage(), { replace: true }), LOCAL_SIGN_OUT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [queryClient, navigate, reason]);

  return (
    <>
      <DocumentTitle parts={[t('logout.title')]} />
      <FullPageStatus title={t('logout.title')} description={t('logout.body')} />
    </>
  );
}
