import { Loader2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { AUTH_NS } from '../auth-i18n.ts';
import { IDENTITY_PROVIDERS, type IdentityProvider } from '../oidc-client.ts';
import { AppleIcon, GoogleIcon, MicrosoftIcon } from './provider-icons.tsx';

/** The login page with this query starts account creation as it loads (see the login route). */
export const REGISTER_HREF = '/auth/login?action=register';

/** What a person chose: the e-mail form, a brokered provider, or the create-account page. */
export type SignInChoice = 'email' | IdentityProvider | 'register';

const OPTIONS: { choice: SignInChoice; labelKey: string; icon: ReactNode }[] = [
  { choice: 'email', labelKey: 'login.email', icon: <Mail aria-hidden className="size-5 text-slate-600" /> },
  { choice: 'google', labelKey: 'login.google', icon: <GoogleIcon /> },
  { choice: 'microsoft', labelKey: 'login.microsoft', icon: <MicrosoftIcon /> },
  { choice: 'apple', labelKey: 'login.apple', icon: <AppleIcon /> },
];

/**
 * The sign-in buttons (e-mail, then each social provider the server brokers: a provider it cannot
 * broker has no button rather than a dead end) and the create-account action (unless
 * `showRegister` is false); all disabled while one is starting.
 */
export function SignInOptions({
  starting,
  onChoose,
  providers = IDENTITY_PROVIDERS,
  order,
  showRegister = true,
}: {
  starting: SignInChoice | null;
  onChoose: (choice: SignInChoice) => void;
  providers?: readonly IdentityProvider[] | undefined;
  /** The buttons in this order, only these (the apps' screen); unset: e-mail, then the providers. */
  order?: readonly SignInChoice[] | undefined;
  showRegister?: boolean | undefined;
}) {
  const { t } = useTranslation(AUTH_NS);
  const busy = starting !== null;
  const offered = OPTIONS.filter(
    ({ choice }) => choice === 'email' || providers.includes(choice as IdentityProvider),
  );
  const shown = order ? order.flatMap((choice) => offered.filter((o) => o.choice === choice)) : offered;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('login.providersLabel')} className="flex flex-col gap-3">
        {shown.map(({ choice, labelKey, icon }) => (
          <li key={choice}>
            <Button
              variant="secondary"
              size="lg"
              className="w-full justify-start"
              disabled={busy}
              aria-busy={starting === choice}
              onClick={() => onChoose(choice)}
            >
              {starting === choice ? (
                <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
              ) : (
                icon
              )}
              <span className="flex-1 text-center">{t(labelKey)}</span>
            </Button>
          </li>
        ))}
      </ul>
      {showRegister && (
        <p className="mt-2 text-center text-sm text-slate-600">
          {t('login.noAccount')}{' '}
          <a
            href={REGISTER_HREF}
            aria-disabled={busy || undefined}
            onClick={(event) => {
              // A plain click starts here (PKCE needs this tab); a new tab follows the href instead.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              if (!busy) onChoose('register');
            }}
            className="rounded font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {t('login.createAccount')}
          </a>
        </p>
      )}
      <p role="status" className="text-center text-sm text-slate-600 empty:sr-only">
        {busy ? t('login.starting') : ''}
      </p>
    </div>
  );
}
