import { AlertCircle, CheckCircle2, LogIn } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isLanguage } from '../../../lib/i18n.ts';
import { useInDesktopShell } from '../../../lib/use-in-desktop-shell.ts';
import { localizedPath } from '../../../lib/public-language.ts';
import { clientPlatform } from '../../../lib/client-platform.ts';
import { AUTH_NS } from '../auth-i18n.ts';
import { TEAMS_NS } from '../teams-i18n.ts';
import type { LoginError } from '../login-errors.ts';
import { WrongAddressError, type IdentityProvider } from '../oidc-client.ts';
import { signInFromDesktop } from '../platforms/desktop-login.ts';
import { nativeSignInOrder } from '../platforms/native-login.ts';
import { signInFromTeams } from '../platforms/teams-login.ts';
import { startSignIn } from '../sign-in.ts';
import { clearSignedOutFlag, signedOutReason } from '../sign-out.ts';
import { AuthCard } from './auth-card.tsx';
import { WrongAddressNotice } from './wrong-address-notice.tsx';
import { SignInOptions, type SignInChoice } from './sign-in-options.tsx';

export const SIGNED_OUT_BANNER_MS = 3_000;

const linkClass =
  'rounded font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Removes the `login_required` a silent session check leaves in the hash, without a navigation. */
function dropLoginRequiredHash(): void {
  if (!window.location.hash.includes('login_required')) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * The sign-in screen (spec §2): four ways in, create an account, legal links. In the desktop app
 * the four ways go through the shell and the system browser, and account creation is the
 * provider's (its sign-in page offers it). In the Teams tab they go through Teams' popup.
 */
export function LoginScreen({
  error,
  wrongAddress = null,
  providers,
  languageSwitch,
  notice,
}: {
  error: LoginError | null;
  /** Set when sign-in cannot work at this page's address: the address it works at. */
  wrongAddress?: string | null;
  /** The social providers the server brokers (unset: all, as before the config has arrived). */
  providers?: readonly IdentityProvider[] | undefined;
  languageSwitch?: ReactNode;
  /** Why the person is asked to sign in (they opened a link to a task), shown above the options. */
  notice?: string | undefined;
}) {
  const { t, i18n } = useTranslation([AUTH_NS, TEAMS_NS]);
  // Read once: a sign-out just happened in this tab. It also means the person asked to sign in
  // again, so the provider is told to show its form (prompt=login) rather than reuse a session.
  const [signOutReason] = useState(signedOutReason);
  const afterSignOut = signOutReason !== null;
  // Signed out by the server (every device): the reason stays until they sign in again.
  const signedOutEverywhere = signOutReason === 'password-changed' || signOutReason === 'sessions-revoked';
  const [bannerVisible, setBannerVisible] = useState(afterSignOut);
  const [starting, setStarting] = useState<SignInChoice | null>(null);
  const [startError, setStartError] = useState<LoginError | null>(null);
  const [startWrongAddress, setStartWrongAddress] = useState<string | null>(null);
  const inDesktopApp = useInDesktopShell();
  const [inTeams] = useState(() => clientPlatform() === 'teams');
  const navigate = useNavigate();

  useEffect(() => {
    dropLoginRequiredHash();
    // Coming back with the Back button restores this page from the cache with buttons disabled.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (!afterSignOut) return;
    clearSignedOutFlag();
    if (signedOutEverywhere) return;
    const timer = setTimeout(() => setBannerVisible(false), SIGNED_OUT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [afterSignOut, signedOutEverywhere]);

  async function handleChoose(choice: SignInChoice) {
    setStarting(choice);
    setStartError(null);
    const idpHint = choice === 'email' || choice === 'register' ? undefined : choice;
    try {
      if (inDesktopApp) {
        await signInFromDesktop(idpHint ?? null);
        setStarting(null);
        return;
      }
      if (inTeams) {
        // Teams' popup, then on to the board inside the tab's frame; or why not, buttons free again.
        const outcome = await signInFromTeams({
          idpHint,
          register: choice === 'register',
          forceLogin: afterSignOut,
        });
        if (outcome.kind === 'signed-in') return void navigate(outcome.to, { replace: true });
        setStarting(null);
        setStartError(outcome.reason);
        return;
      }
      const outcome = await startSignIn({
        idpHint,
        register: choice === 'register',
        forceLogin: afterSignOut,
      });
      // The in-app browser was closed without signing in (spec §4): the buttons work again.
      if (outcome === 'cancelled') setStarting(null);
    } catch (err) {
      setStarting(null);
      if (err instanceof WrongAddressError) setStartWrongAddress(err.address);
      else setStartError('unavailable');
    }
  }

  const shownWrongAddress = startWrongAddress ?? wrongAddress;
  const shownError = shownWrongAddress ? null : (startError ?? error);
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <AuthCard title={t('login.title')} aside={languageSwitch}>
      <p className="mt-2 text-center text-sm text-slate-600">{t('login.subtitle')}</p>
      {notice && (
        <p className="mt-5 flex items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-900 ring-1 ring-indigo-200">
          <LogIn aria-hidden className="size-4 shrink-0" />
          {notice}
        </p>
      )}
      <div aria-live="polite">
        {bannerVisible && (
          <p className="mt-5 flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800 ring-1 ring-green-200">
            <CheckCircle2 aria-hidden className="size-4 shrink-0" />
            {signOutReason === 'password-changed'
              ? t('login.passwordChanged')
              : signOutReason === 'sessions-revoked'
                ? t('login.sessionsRevoked')
                : t('login.signedOut')}
          </p>
        )}
      </div>
      {shownWrongAddress && <WrongAddressNotice address={shownWrongAddress} />}
      {shownError && (
        <p
          role="alert"
          className="mt-5 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {shownError === 'popup_required' || shownError === 'popup_blocked'
            ? t(`errors.${shownError}`, { ns: TEAMS_NS })
            : t(`errors.${shownError}`)}
        </p>
      )}
      <div className="mt-6">
        <SignInOptions
          starting={starting}
          providers={providers}
          order={nativeSignInOrder(clientPlatform())}
          showRegister={!inDesktopApp}
          onChoose={(choice) => void handleChoose(choice)}
        />
      </div>
      <p className="mt-2 text-center text-sm">
        <Link to="/auth/forgot-password" className={linkClass}>
          {t('login.forgotPassword')}
        </Link>
      </p>
      <p className="mt-6 text-center text-xs leading-relaxed text-slate-500">
        <Trans
          t={t}
          i18nKey="login.legal"
          components={{
            terms: <Link to={localizedPath('/eula', lng)} className={linkClass} />,
            privacy: <Link to={localizedPath('/privacy', lng)} className={linkClass} />,
          }}
        />
      </p>
    </AuthCard>
  );
}
