import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { detectLanguage } from '../../lib/i18n.ts';
import { localizedPath } from '../../lib/public-language.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { usePublicLanguage, usePublicTranslation } from './site-i18n.ts';

/**
 * English pages live at bare paths, which is also where links and search results land. A visitor
 * whose stored choice (`userLanguage`) or browser language is another supported one is moved to
 * that language's copy of the page once, after hydration; an explicit prefix (`/es/…`) is
 * always respected, and choosing English stores it, so nobody is bounced back.
 */
function usePreferredLanguage(): void {
  const { lng, basePath } = usePublicLanguage();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  // Only the page arrived at: later in-site navigation already carries the chosen language.
  const [arrival] = useState({ lng, basePath, search, hash });
  useEffect(() => {
    if (arrival.lng !== 'en') return;
    const preferred = detectLanguage();
    if (preferred !== 'en')
      void navigate(`${localizedPath(arrival.basePath, preferred)}${arrival.search}${arrival.hash}`, {
        replace: true,
      });
  }, [arrival, navigate]);
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
}

/** Header, main landmark and footer shared by every public page. */
export function PublicLayout({ children, islands = false }: { children: ReactNode; islands?: boolean }) {
  const { t, lng } = usePublicTranslation('site');
  usePreferredLanguage();
  return (
    // `data-islands-page`: the build gives this page the landing bootstrap instead of React Router's
    // client (ADR 0033, scripts/build/islands.ts).
    <div
      lang={lng}
      className="flex min-h-screen flex-col bg-white"
      data-islands-page={islands ? '' : undefined}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
