import { Link } from 'react-router';
import { localizedPath } from '../../lib/public-language.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LogoMark } from './logo.tsx';
import { SectionLink } from './section-link.tsx';
import { usePublicTranslation } from './site-i18n.ts';

const linkClass =
  'rounded text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The footer of every public page: product, resources, company links and the language choice. */
export function PublicFooter() {
  const { t, lng } = usePublicTranslation('site');
  const page = (path: string) => localizedPath(path, lng);
  return (
    <footer className="theme-as-designed bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="size-7" />
            Quadrant
          </p>
          <p className="max-w-xs text-sm text-slate-300">{t('footer.tagline')}</p>
          <div className="-ml-3 text-slate-900 [&_summary]:text-slate-200 [&_summary:hover]:bg-slate-800 [&_summary]:focus-visible:outline-white">
            <LanguageSwitcher placement="up" />
          </div>
        </div>
        <nav aria-label={t('footer.label')} className="contents">
          <FooterColumn title={t('footer.product')}>
            <li>
              <SectionLink id="features" className={linkClass}>
                {t('footer.features')}
              </SectionLink>
            </li>
            <li>
              <SectionLink id="pricing" className={linkClass}>
                {t('footer.pricing')}
              </SectionLink>
            </li>
            <li>
              <Link to="/auth/login" className={linkClass}>
                {t('footer.signIn')}
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title={t('footer.resources')}>
            <li>
              <SectionLink id="what-is" className={linkClass}>
                {t('footer.whatIs')}
              </SectionLink>
            </li>
            <li>
              <Link to={page('/templates')} className={linkClass}>
                {t('footer.templates')}
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title={t('footer.company')}>
            <li>
              <Link to={page('/about')} className={linkClass}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to={page('/contact')} className={linkClass}>
                {t('footer.contact')}
              </Link>
            </li>
            <li>
              <Link to={page('/privacy')} className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={page('/eula')} className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
          </FooterColumn>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400 sm:px-6" suppressHydrationWarning>
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}
