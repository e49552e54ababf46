import { Check, Minus, X } from 'lucide-react';
import { useLandingTranslation } from './landing-i18n.ts';
import { PRO_MONTHLY } from './price.ts';
import { SectionHeading } from './section-heading.tsx';

type Support = 'yes' | 'no' | 'partly';

const COLUMNS = ['quadrant', 'paper', 'todo'] as const;
type Column = (typeof COLUMNS)[number];

const ROWS: { key: string; support: Record<Column, Support> }[] = [
  { key: 'matrix', support: { quadrant: 'yes', paper: 'yes', todo: 'no' } },
  { key: 'move', support: { quadrant: 'yes', paper: 'no', todo: 'partly' } },
  { key: 'voice', support: { quadrant: 'yes', paper: 'no', todo: 'partly' } },
  { key: 'reminders', support: { quadrant: 'yes', paper: 'no', todo: 'yes' } },
  { key: 'sync', support: { quadrant: 'yes', paper: 'no', todo: 'partly' } },
  { key: 'offline', support: { quadrant: 'yes', paper: 'yes', todo: 'partly' } },
];

const ICONS = {
  yes: { Icon: Check, className: 'text-emerald-700' },
  no: { Icon: X, className: 'text-rose-700' },
  partly: { Icon: Minus, className: 'text-amber-700' },
} as const;

function SupportCell({ support }: { support: Support }) {
  const { t } = useLandingTranslation();
  const { Icon, className } = ICONS[support];
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden className={`size-5 ${className}`} />
      <span>{t(`comparison.${support}`)}</span>
    </span>
  );
}

/** Quadrant next to a paper matrix and a generic to-do app. One price everywhere: $9 a month. */
export function ComparisonSection() {
  const { t } = useLandingTranslation();
  const price = t('pricing.amount', { amount: PRO_MONTHLY });
  return (
    <section aria-labelledby="comparison-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="comparison-title" title={t('comparison.title')} intro={t('comparison.intro')} />
        <div
          className="mt-10 overflow-x-auto rounded-2xl border border-slate-200"
          role="region"
          aria-label={t('comparison.caption')}
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t('comparison.caption')}</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('comparison.feature')}
                </th>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-3 font-semibold ${column === 'quadrant' ? 'bg-indigo-50 text-indigo-900' : ''}`}
                  >
                    {t(`comparison.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {t(`comparison.rows.${row.key}`)}
                  </th>
                  {COLUMNS.map((column) => (
                    <td
                      key={column}
                      className={`px-4 py-3 text-slate-800 ${column === 'quadrant' ? 'bg-indigo-50/50' : ''}`}
                    >
                      <SupportCell support={row.support[column]} />
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {t('comparison.rows.price')}
                </th>
                <td className="bg-indigo-50/50 px-4 py-3 font-semibold text-slate-900">
                  {t('comparison.price.quadrant', { price })}
                </td>
                <td className="px-4 py-3 text-slate-800">{t('comparison.price.paper')}</td>
                <td className="px-4 py-3 text-slate-800">{t('comparison.price.todo')}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
