import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_NS } from '../auth-i18n.ts';

/**
 * The frame of the sign-in pages: product mark, an optional top-right control, a centred card. Its
 * title is also the tab's, in the language the page is shown in (and again after a switch).
 */
export function AuthCard({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-indigo-50 to-slate-50">
      <title>{title}</title>
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          aria-label={t('login.home')}
          className="flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('appName', { ns: 'common' })}</span>
        </Link>
        {aside}
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 pt-6 sm:items-center">
        <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-center text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
