/** Usage against the plan's limits (spec §5): ≥ 80 % red with a warning, > 60 % yellow, else green; unlimited, no bar. */
import { useTranslation } from 'react-i18next';
import type { BillingOverview } from '../../../shared/contracts/billing.ts';
import { usageLevel } from '../../../shared/plans.ts';
import { cn } from '../../components/ui/cn.ts';
import { BILLING_NS } from './billing-i18n.ts';

const LEVEL_CLASS = { ok: 'bg-green-600', warn: 'bg-amber-500', danger: 'bg-red-600' } as const;
const ROWS = ['boards', 'activeTasks', 'totalTasks'] as const;

export function UsageBars({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation(BILLING_NS);
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  return (
    <ul className="flex flex-col gap-4">
      {ROWS.map((key) => {
        const current = overview.usage[key];
        const limit = overview.entitlements.limits[key];
        const level = usageLevel(current, limit);
        const label = t(`usage.${key}`);
        return (
          <li key={key} className="flex flex-col gap-1">
            <div className="flex justify-between gap-2 text-sm">
              <span className="font-medium text-slate-800">{label}</span>
              <span className="text-slate-600">
                {level
                  ? t('usage.of', { current: n(current), limit: n(limit) })
                  : t('usage.unlimited', { current: n(current) })}
              </span>
            </div>
            {level && (
              <>
                <div
                  role="progressbar"
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={limit}
                  aria-valuenow={Math.min(current, limit)}
                  aria-valuetext={t('usage.of', { current: n(current), limit: n(limit) })}
                  className="h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className={cn('h-full rounded-full', LEVEL_CLASS[level.level])}
                    style={{ width: `${level.percent}%` }}
                  />
                </div>
                {level.level === 'danger' && (
                  <p className="text-sm font-medium text-red-700">{t('usage.approaching')}</p>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
