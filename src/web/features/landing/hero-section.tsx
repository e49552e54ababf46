import { ArrowRight } from 'lucide-react';
import { SIGN_UP_PATH } from '../../lib/sign-up-links.ts';
import { SectionLink } from '../site/section-link.tsx';
import { ctaClass, CtaLink } from './cta-link.tsx';
import { HeroBadge } from './hero-badge.tsx';
import { ConfiguredHeroFigures } from './hero-figures.tsx';
import { useLandingTranslation } from './landing-i18n.ts';

/**
 * Headline, promise, the one-click start, and the marketing figures of spec §1 where this
 * deployment configures them (hero-figures.tsx): an empty slot in the prerendered page otherwise.
 */
export function HeroSection() {
  const { t } = useLandingTranslation();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-indigo-50/70 to-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20">
        <HeroBadge />
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-700 sm:text-xl">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
          <CtaLink to={SIGN_UP_PATH}>
            {t('hero.cta')}
            <ArrowRight aria-hidden className="size-5" />
          </CtaLink>
          <SectionLink id="demo" className={ctaClass('secondary')}>
            {t('hero.secondaryCta')}
          </SectionLink>
        </div>
        <p className="mt-3 text-sm text-slate-600">{t('hero.reassurance')}</p>
        <div data-hero-figures="" className="w-full">
          <ConfiguredHeroFigures />
        </div>
      </div>
    </section>
  );
}
