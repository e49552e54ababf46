/**
 * Free and Pro side by side, prices and limits from shared/plans.ts; Pro offers monthly or yearly
 * checkout where the platform allows a purchase (not in Teams, Android or the iOS app).
 */
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval, BillingOverview, CheckoutBody } from '../../../shared/contracts/billing.ts';
import {
  PLAN_LIMITS,
  PRO_PRICE,
  PRO_TRIAL_DAYS,
  UNLIMITED,
  yearlySavingsPercent,
  type PlanLimits,
} from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { BILLING_NS } from './billing-i18n.ts';
import type { useStartCheckout } from './billing-api.ts';
import { formatMoney } from './format.ts';

function useLimitLines() {
  const { t } = useTranslation(BILLING_NS);
  return (limits: PlanLimits) => [
    t('plans.boards', { count: limits.boards }),
    limits.activeTasks === UNLIMITED
      ? t('plans.unlimitedTasks')
      : t('plans.tasks', { active: limits.activeTasks, total: limits.totalTasks }),
    t('plans.attachments', { count: limits.attachmentsPerTask }),
  ];
}

function Plan({
  name,
  price,
  lines,
  current,
  children,
}: {
  name: string;
  price: string;
  lines: string[];
  current: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg bg-white p-4 sm:p-5',
        current ? 'ring-2 ring-indigo-600' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        {current && <span className="text-sm font-medium text-indigo-700">{t('plans.currentPlan')}</span>}
      </div>
      <p className="text-slate-800">{price}</p>
      <ul className="flex flex-1 flex-col gap-2 text-sm text-slate-800">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            {line}
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}

export function PlanComparison({
  overview,
  checkout,
  then,
  purchasable = true,
  returnTo,
}: {
  overview: BillingOverview;
  /** The page's checkout: its buttons and a trial started on arrival share one (trial-intent.ts). */
  checkout: ReturnType<typeof useStartCheckout>;
  then: CheckoutBody['then'];
  /** False where the platform's rules allow no web checkout (spec §6). */
  purchasable?: boolean;
  /** Where the person came from (e.g. the task whose file the plan refused), to go back after. */
  returnTo?: string | undefined;
}) {
  const { t, i18n } = useTranslation(BILLING_NS);
  const lines = useLimitLines();
  const money = (cents: number) => formatMoney(cents, PRO_PRICE.currency, i18n.language);
  const tier = overview.entitlements.tier;
  const s = overview.subscription;
  const canBuy = tier === 'basic' && purchasable;
  const trial = s.trialAvailable;
  const start = (interval: BillingInterval) =>
    checkout.mutate({ interval, ...(then ? { then } : {}), ...(returnTo ? { returnTo } : {}) });
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
      <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
        {t('plans.heading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        <Plan
          name={t('plans.free')}
          price={t('plans.perMonth', { amount: money(0) })}
          lines={lines(PLAN_LIMITS.basic)}
          current={tier === 'basic'}
        />
        <Plan
          name={t('plans.pro')}
          price={`${t('plans.perMonth', { amount: money(PRO_PRICE.monthly) })} · ${t('plans.perYear', { amount: money(PRO_PRICE.yearly) })} (${t('plans.saves', { percent: yearlySavingsPercent() })})`}
          lines={[...(trial ? [t('plans.trial', { days: PRO_TRIAL_DAYS })] : []), ...lines(PLAN_LIMITS.pro)]}
          current={tier === 'pro'}
        >
          {canBuy && (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                size="lg"
                className="sm:flex-1"
                onClick={() => start('monthly')}
                disabled={checkout.isPending}
              >
                {trial ? t('plans.startTrialMonthly') : t('plans.upgradeMonthly')}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="sm:flex-1"
                onClick={() => start('yearly')}
                disabled={checkout.isPending}
              >
                {trial ? t('plans.startTrialYearly') : t('plans.upgradeYearly')}
              </Button>
            </div>
          )}
          <p role="status" className="text-sm text-slate-600 empty:sr-only">
            {checkout.isPending || checkout.isSuccess ? t('plans.starting') : ''}
          </p>
          {checkout.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t('plans.checkoutFailed')}
            </p>
          )}
        </Plan>
      </ul>
    </section>
  );
}
