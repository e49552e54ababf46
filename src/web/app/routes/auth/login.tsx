import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/login.ts';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { FullPageStatus } from '../../../features/auth/components/full-page-status.tsx';
import { LoginScreen } from '../../../features/auth/components/login-screen.tsx';
import { readLoginError } from '../../../features/auth/login-errors.ts';
import {
  loadClientConfig,
  SignInError,
  WrongAddressError,
  type IdentityProvider,
} from '../../../features/auth/oidc-client.ts';
import {
  isSafeReturnPath,
  peekReturnPath,
  rememberReturnPath,
} from '../../../features/auth/pending-sign-in.ts';
import { shareThemeWithProvider } from '../../../features/auth/provider-theme.ts';
import { startSignIn } from '../../../features/auth/sign-in.ts';
import { useSessionStore } from '../../../features/auth/session-store.ts';
import { initSession, whilePageLeaves } from '../../../features/auth/session.ts';
import { LanguageSwitch } from '../../../features/shell/components/language-switch.tsx';
import { i18n, loadNamespaces } from '../../../lib/i18n.ts';
import { isLanguage } from '../../../lib/language-preference.ts';

/** The tab's title is the page's own (AuthCard), in the reader's language. */
export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex' }];
}

/** The page's strings in the app's language before it renders, so nothing shows in English first. */
function authStrings(): Promise<void> {
  return loadNamespaces(isLanguage(i18n.language) ? i18n.language : 'en', [AUTH_NS]);
}

/**
 * Someone already signed in goes straight on: to `?return_to=` (an app path) or the board.
 * `?action=register` (the "Create an account" link opened on its own, "Get started free") goes on
 * to the provider's create-account page; `return_to` is where the person goes once signed in (the
 * trial's checkout, for "Start free trial"), kept as the guard keeps a path it was asked for.
 * The provider's pages are told the person's theme (provider-theme.ts).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (initSession() === 'reloading') return whilePageLeaves();
  const url = new URL(request.url);
  const returnTo = url.searchParams.get('return_to');
  if (useSessionStore.getState().isAuthenticated)
    return redirect(returnTo !== null && isSafeReturnPath(returnTo) ? returnTo : '/app/board');
  if (returnTo !== null) rememberReturnPath(returnTo);
  // Every web sign-in and sign-up passes here on its way to the provider: its pages take this theme.
  shareThemeWithProvider();
  await authStrings();
  if (url.searchParams.get('action') === 'register') {
    try {
      // In the apps the in-app browser opens over this page, which stays: closed, it offers the buttons.
      if ((await startSignIn({ register: true })) === 'leaving') return await whilePageLeaves();
    } catch (err) {
      const providers = await brokeredProviders();
      if (err instanceof WrongAddressError) return { error: null, wrongAddress: err.address, providers };
      // Inside Teams only its popup signs in: the page says so, its buttons open the popup.
      const refused = err instanceof SignInError && err.reason === 'popup_required';
      return {
        error: refused ? ('popup_required' as const) : ('unavailable' as const),
        wrongAddress: null,
        providers,
      };
    }
  }
  return {
    error: readLoginError(url),
    wrongAddress: null,
    providers: await brokeredProviders(),
    forTask: peekReturnPath()?.startsWith('/app/task/') === true,
  };
}

/** The social buttons to show; none when the server cannot be asked (e-mail still works then). */
function brokeredProviders(): Promise<IdentityProvider[]> {
  return loadClientConfig().then(
    (config) => config.identityProviders,
    () => [],
  );
}

export function HydrateFallback() {
  return <FullPageStatus title={i18n.t('loading')} />;
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <LoginScreen
      error={loaderData.error}
      wrongAddress={loaderData.wrongAddress}
      providers={loaderData.providers}
      languageSwitch={<LanguageSwitch />}
      // A task link opened signed out (spec §2): the person is told why they are asked to sign in.
      notice={'forTask' in loaderData && loaderData.forTask ? t('login.forTask') : undefined}
    />
  );
}
