import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AUTH_NS } from '../auth-i18n.ts';

/** How long the page shows its message before opening the app (spec §9, desktop callback). */
export const DESKTOP_RETURN_DELAY_MS = 500;

/**
 * The system browser's end of a desktop sign-in (spec §2): 'Authentication Successful!', then,
 * after 500 ms, the app opened through `link` (its custom URL scheme, carrying the provider's
 * answer). The 'click here' fallback is that same link, for a browser that asks first or refuses
 * to open an app without a click.
 */
export function DesktopReturn({ link }: { link: string }) {
  const { t } = useTranslation(AUTH_NS);
  const anchor = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => anchor.current?.click(), DESKTOP_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [link]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 p-8">
      <div className="flex max-w-sm flex-col items-center gap-3 text-center">
        <CheckCircle2 aria-hidden className="size-10 text-green-600" />
        <h1 className="text-xl font-semibold text-slate-900">{t('desktopCallback.title')}</h1>
        <p role="status" className="text-slate-700">
          {t('desktopCallback.redirecting')}
        </p>
        <p className="text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="desktopCallback.fallback"
            components={{
              open: (
                <a
                  ref={anchor}
                  href={link}
                  className="rounded font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                />
              ),
            }}
          />
        </p>
      </div>
    </main>
  );
}
