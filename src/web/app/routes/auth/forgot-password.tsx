import type { Route } from './+types/forgot-password.ts';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { ForgotPasswordScreen } from '../../../features/auth/components/forgot-password-screen.tsx';
import { i18n } from '../../../lib/i18n.ts';

export function meta(): Route.MetaDescriptors {
  return [{ title: i18n.t('forgot.title', { ns: AUTH_NS }) }, { name: 'robots', content: 'noindex' }];
}

/** /auth/forgot-password and /auth/reset-password: both lead to the identity provider. */
export default function ForgotPassword() {
  return <ForgotPasswordScreen />;
}
