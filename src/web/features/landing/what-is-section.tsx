import { QUADRANTS } from '../../../shared/quadrants.ts';
import { cn } from '../../components/ui/cn.ts';
import { usePublicTranslation } from '../site/site-i18n.ts';
import { useLandingTranslation } from './landing-i18n.ts';
import { QUADRANT_STYLE } from './note-styles.ts';

const TIPS = ['honest', 'small', 'review'] as const;

/** An honest explanation of the method: where it comes from, the four boxes, and its limits. */
export function WhatIsSection() {
  const { t } = useLandingTranslation();
  const { t: tc } = usePublicTranslation('common');
  return (
    <section
      id="what-is"
      aria-labelledby="what-is-title"
      className="scroll-mt-20 bg-indigo-50/60 py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2
            id="what-is-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {t('whatIs.title')}
          </h2>
          <p className="mt-5 text-lg text-slate-800">{t('whatIs.lead')}</p>
          <p className="mt-4 text-slate-700">{t('whatIs.origin')}</p>
          <h3 className="mt-8 text-xl font-semibold text-slate-900">{t('whatIs.tipsTitle')}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 marker:text-indigo-400">
            {TIPS.map((tip) => (
              <li key={tip}>{t(`whatIs.tips.${tip}`)}</li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">{t('whatIs.limits')}</p>
        </div>
        <figure className="self-center">
          <ul className="grid grid-cols-2 gap-3">
            {QUADRANTS.map((q) => (
              <li key={q} className={cn('rounded-2xl p-5 ring-1 ring-slate-200', QUADRANT_STYLE[q].area)}>
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex size-7 items-center justify-center rounded-full text-sm',
                      QUADRANT_STYLE[q].badge,
                    )}
                  >
                    {q}
                  </span>
                  {tc(`quadrants.${q}.label`)}
                </p>
                <p className="mt-2 text-sm text-slate-700">{t(`whatIs.quadrants.${q}`)}</p>
              </li>
            ))}
          </ul>
          <figcaption className="mt-3 text-center text-sm text-slate-600">
            {t('whatIs.figureLabel')}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
