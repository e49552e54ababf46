import { localizedPath } from '../../lib/public-language.ts';
import { SIGN_UP_PATH } from '../../lib/sign-up-links.ts';
import { CtaLink } from './cta-link.tsx';
import { useLandingTranslation } from './landing-i18n.ts';

export function FinalCtaSection() {
  const { t, lng } = useLandingTranslation();
  return (
    <section
      aria-labelledby="final-cta-title"
      className="theme-as-designed bg-indigo-700 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('finalCta.title')}
        </h2>
        <p className="mt-4 text-lg text-indigo-100">{t('finalCta.body')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink to={SIGN_UP_PATH} variant="light">
            {t('finalCta.cta')}
          </CtaLink>
          <CtaLink to={localizedPath('/templates', lng)} variant="outlineLight">
            {t('finalCta.templates')}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
