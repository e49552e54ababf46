import { CalendarClock, Globe2, Heart, Layers, ShieldCheck, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { QUADRANTS } from '../../../shared/quadrants.ts';
import { localizedPath } from '../../lib/public-language.ts';
import { SIGN_UP_PATH } from '../../lib/sign-up-links.ts';

const PRINCIPLES = [
  { key: 'focus', Icon: Target },
  { key: 'simple', Icon: Layers },
  { key: 'data', Icon: ShieldCheck },
  { key: 'everywhere', Icon: Globe2 },
  { key: 'everyone', Icon: Heart },
  { key: 'fair', Icon: CalendarClock },
] as const;

const QUADRANT_STYLE: Record<number, string> = {
  1: 'border-red-200 bg-red-50',
  2: 'border-indigo-200 bg-indigo-50',
  3: 'border-amber-200 bg-amber-50',
  4: 'border-slate-200 bg-slate-100',
};

/** /about: what Quadrant is and the principles it is built on. */
export function AboutPage({ lng }: { lng: Language }) {
  const { t } = useTranslation('legal', { lng });
  const { t: tc } = useTranslation('common', { lng });
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('about.title')}</h1>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{t('about.lead')}</p>
      </header>

      <section aria-labelledby="about-matrix" className="mt-12 grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="about-matrix" className="text-2xl font-semibold text-slate-900">
            {t('about.matrixTitle')}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">{t('about.matrixBody')}</p>
        </div>
        <ol className="grid grid-cols-2 gap-3" aria-label={tc('appName')}>
          {QUADRANTS.map((q) => (
            <li key={q} className={`rounded-xl border p-4 ${QUADRANT_STYLE[q] ?? ''}`}>
              <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">{q}</span>
              <span className="mt-1 block font-semibold text-slate-900">{tc(`quadrants.${q}.label`)}</span>
              <span className="block text-sm text-slate-700">{tc(`quadrants.${q}.subtitle`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-principles" className="mt-16">
        <h2 id="about-principles" className="text-2xl font-semibold text-slate-900">
          {t('about.principlesTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PRINCIPLES.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6">
              <Icon aria-hidden className="size-6 text-indigo-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{t(`about.principles.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">
                {t(`about.principles.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-cta"
        className="theme-as-designed mt-16 rounded-2xl bg-indigo-700 px-6 py-10 text-center text-white"
      >
        <h2 id="about-cta" className="text-2xl font-semibold">
          {t('about.ctaTitle')}
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={SIGN_UP_PATH}
            className="rounded-lg bg-white px-5 py-2.5 font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('about.cta')}
          </Link>
          <Link
            to={localizedPath('/templates', lng)}
            className="rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('about.templates')}
          </Link>
          <Link
            to={localizedPath('/contact', lng)}
            className="rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('about.contact')}
          </Link>
        </div>
      </section>
    </div>
  );
}
