import { useLandingTranslation } from './landing-i18n.ts';

/** The sentence the method comes from. */
export function QuoteSection() {
  const { t } = useLandingTranslation();
  return (
    <section
      aria-label={t('quote.author')}
      className="theme-as-designed bg-slate-900 py-16 text-white sm:py-20"
    >
      <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <blockquote className="text-2xl leading-snug font-semibold text-balance sm:text-3xl">
          <p>{t('quote.text')}</p>
        </blockquote>
        <figcaption className="mt-6 text-slate-300">
          <span className="font-semibold text-white">{t('quote.author')}</span>
          <span aria-hidden="true"> · </span>
          <cite className="not-italic">{t('quote.source')}</cite>
        </figcaption>
      </figure>
    </section>
  );
}
