import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../lib/public-language.ts';
import { useSignedIn } from './auth-session.ts';
import { LanguageLinks, LanguageSwitcher } from './language-switcher.tsx';
import { LogoMark } from './logo.tsx';
import { SectionLink } from './section-link.tsx';
import { usePublicTranslation } from './site-i18n.ts';

const SECTIONS = [
  { id: 'features', key: 'nav.features' },
  { id: 'pricing', key: 'nav.pricing' },
  { id: 'what-is', key: 'nav.whatIs' },
] as const;

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Sign In for visitors; Go to Dashboard for a browser that holds a session. */
function AccountLink({ className }: { className?: string }) {
  const { t } = usePublicTranslation('site');
  const signedIn = useSignedIn();
  return (
    <Link
      to={signedIn ? '/app/board' : '/auth/login'}
      data-account-link=""
      data-signed-in-href="/app/board"
      data-signed-in-label={t('nav.dashboard')}
      className={`inline-flex min-h-10 items-center justify-center rounded-md bg-indigo-600 px-4 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${className ?? ''}`}
    >
      {signedIn ? t('nav.dashboard') : t('nav.signIn')}
    </Link>
  );
}

/** The fixed header of every public page. */
export function PublicHeader() {
  const { t, lng } = usePublicTranslation('site');
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header
      className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={localizedPath('/', lng)}
          aria-label={t('homeLink')}
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <LogoMark className="size-8" />
          <span>Quadrant</span>
        </Link>
        <nav aria-label={t('nav.label')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink id={section.id} className={navLinkClass}>
                  {t(section.key)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          <AccountLink />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="public-mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            data-menu-toggle=""
            data-label-open={t('nav.openMenu')}
            data-label-close={t('nav.closeMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {/* Both icons, one hidden: the landing bootstrap swaps them without React (ADR 0033). */}
            <span className="contents" hidden={!menuOpen} data-icon="close">
              <X aria-hidden className="size-5" />
            </span>
            <span className="contents" hidden={menuOpen} data-icon="open">
              <Menu aria-hidden className="size-5" />
            </span>
          </button>
        </div>
      </div>
      <div
        id="public-mobile-menu"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-col py-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink id={section.id} className={`block ${navLinkClass}`} onNavigate={close}>
                  {t(section.key)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('language.label')}
        </p>
        <LanguageLinks onChoose={close} className="grid grid-cols-2 gap-1 pt-1" />
      </div>
    </header>
  );
}
