import { CircleCheck, Mic, Move, RefreshCw } from 'lucide-react';
import { useLandingTranslation } from './landing-i18n.ts';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  { key: 'capture', Icon: Mic },
  { key: 'sort', Icon: Move },
  { key: 'act', Icon: CircleCheck },
  { key: 'review', Icon: RefreshCw },
] as const;

/** How to use Quadrant, in four steps. */
export function HowToSection() {
  const { t } = useLandingTranslation();
  return (
    <section aria-labelledby="how-to-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-to-title" title={t('howTo.title')} intro={t('howTo.intro')} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-600 font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <Icon aria-hidden className="size-6 text-indigo-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`howTo.steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`howTo.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
