import { CalendarDays, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { QUADRANTS } from '../../../shared/quadrants.ts';
import { localizedPath } from '../../lib/public-language.ts';
import type { TemplateGuide } from './content/index.ts';
import { QUADRANT_TINT } from './quadrant-style.ts';
import { UseTemplateButton } from './use-template-button.tsx';
import './templates-i18n.ts';

/** A persona's guide: intro, the four quadrants with examples, a weekly routine, tips, the starter board. */
export function TemplateGuideView({
  guide,
  lng,
  signedIn,
}: {
  guide: TemplateGuide;
  lng: Language;
  signedIn: boolean;
}) {
  const { t } = useTranslation('templates-ui', { lng });
  const { t: tc } = useTranslation('common', { lng });
  const button = (
    <UseTemplateButton
      slug={guide.slug}
      lng={lng}
      signedIn={signedIn}
      taskCount={guide.starterTasks.length}
    />
  );
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('guide.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              className="rounded text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              to={localizedPath('/templates', lng)}
            >
              {t('guide.templates')}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page">{guide.persona}</li>
        </ol>
      </nav>
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{guide.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">{guide.intro}</p>
        <div className="mt-8">{button}</div>
      </header>

      <section aria-labelledby="guide-quadrants" className="mt-14">
        <h2 id="guide-quadrants" className="text-2xl font-semibold text-slate-900">
          {t('guide.quadrantsTitle')}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {QUADRANTS.map((q) => (
            <section
              key={q}
              aria-labelledby={`q${q}-title`}
              className={`rounded-2xl border p-6 ${QUADRANT_TINT[q].card}`}
            >
              <h3 id={`q${q}-title`} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
                <span
                  className={`inline-flex size-7 items-center justify-center rounded-full text-sm ${QUADRANT_TINT[q].badge}`}
                  aria-hidden
                >
                  {q}
                </span>
                <span>
                  {tc(`quadrants.${q}.label`)}{' '}
                  <span className="block text-sm font-normal text-slate-700">
                    {tc(`quadrants.${q}.subtitle`)}
                  </span>
                </span>
              </h3>
              <p className="mt-3 font-medium text-slate-800">{guide.quadrants[q].focus}</p>
              <h4 className="sr-only">{t('guide.examples')}</h4>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
                {guide.quadrants[q].examples.map((ex) => (
                  <li key={ex}>{ex}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="guide-routine">
          <h2 id="guide-routine" className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            <CalendarDays aria-hidden className="size-6 text-indigo-600" />
            {t('guide.routineTitle')}
          </h2>
          <dl className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {guide.weeklyRoutine.map((step) => (
              <div key={step.day} className="grid gap-1 p-4 sm:grid-cols-[8rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-900">{step.day}</dt>
                <dd className="text-slate-700">{step.action}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="guide-tips">
          <h2 id="guide-tips" className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            <Lightbulb aria-hidden className="size-6 text-amber-600" />
            {t('guide.tipsTitle')}
          </h2>
          <ul className="mt-5 space-y-3">
            {guide.tips.map((tip) => (
              <li
                key={tip}
                className="rounded-xl border border-slate-200 bg-white p-4 leading-relaxed text-slate-700"
              >
                {tip}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section
        aria-labelledby="guide-starter"
        className="mt-14 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="guide-starter" className="text-2xl font-semibold text-slate-900">
          {t('guide.starterTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('guide.starterLead')}</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUADRANTS.map((q) => (
            <div key={q}>
              <h3 className="text-sm font-semibold text-slate-800">
                {q} · {tc(`quadrants.${q}.label`)}
              </h3>
              <ul className="mt-2 space-y-2">
                {guide.starterTasks
                  .filter((task) => task.quadrant === q)
                  .map((task) => (
                    <li
                      key={task.title}
                      className={`rounded-lg border p-3 text-sm text-slate-800 shadow-sm ${QUADRANT_TINT[q].card}`}
                    >
                      {task.title}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap items-start gap-6">
          {button}
          <Link
            className="mt-3 rounded font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            to={localizedPath('/templates', lng)}
          >
            {t('guide.browse')}
          </Link>
        </div>
      </section>
    </article>
  );
}
