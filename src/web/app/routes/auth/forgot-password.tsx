import type { Route } from './+types/forgot-password.ts';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { ForgotPasswordScreen } from '../../../features/auth/components/forgot-password-screen.tsx';
import { i18n, loadNamespaces } from '../../../lib/i18n.ts';
import { isLanguage } from '../../../lib/language-preference.ts';

/** The tab's title is the page's own (AuthCard), in the reader's language. */
export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex' }];
}

/** The page's strings in the app's language before it renders. */
export async function clientLoader(): Promise<null> {
  await loadNamespaces(isLanguage(i18n.language) ? i18n.language : 'en', [AUTH_NS]);
  return null;
}

/** /auth/forgot-password and /auth/reset-password: both lead to the identity provider. */
export default function ForgotPassword() {
  return <ForgotPasswordScreen />;
}
