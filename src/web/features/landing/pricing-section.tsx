import { Check, Mail } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  MAX_ATTACHMENT_BYTES,
  PLAN_LIMITS,
  PRO_TRIAL_DAYS,
  UNLIMITED,
  yearlySavingsPercent,
  type PlanLimits,
} from '../../../shared/plans.ts';
import type { BillingInterval } from '../../../shared/contracts/billing.ts';
import { cn } from '../../components/ui/cn.ts';
import { SIGN_UP_PATH, signUpThen, trialPath } from '../../lib/sign-up-links.ts';
import { useSignedIn } from '../site/auth-session.ts';
import { SALES_EMAIL } from '../site/site.ts';
import { ctaClass } from './cta-link.tsx';
import { useLandingTranslation } from './landing-i18n.ts';
import { PRO_MONTHLY, PRO_YEARLY } from './price.ts';
import { SectionHeading } from './section-heading.tsx';

const FILE_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/** The plan's limits as sentences, straight from the shared plans module. */
function limitLines(t: TFunction, limits: PlanLimits): string[] {
  return [
    limits.boards === UNLIMITED
      ? t('pricing.unlimitedBoards')
      : t('pricing.boards', { count: limits.boards }),
    limits.activeTasks === UNLIMITED
      ? t('pricing.unlimitedTasks')
      : t('pricing.activeTasks', { active: limits.activeTasks, total: limits.totalTasks }),
    limits.attachmentsPerTask === UNLIMITED
      ? t('pricing.unlimitedAttachments')
      : t('pricing.attachments', { count: limits.attachmentsPerTask }),
  ];
}

interface PlanCardProps {
  name: string;
  tagline: string;
  price: ReactNode;
  badge?: string;
  highlight?: boolean;
  lines: string[];
  action: ReactNode;
  footnote?: string;
}

function PlanCard({
  name,
  tagline,
  price,
  badge,
  highlight = false,
  lines,
  action,
  footnote,
}: PlanCardProps) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm',
        highlight ? 'ring-2 ring-indigo-600' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        {badge && (
          <span className="rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
            {badge}
          </span>
        )}
      </div>
      <p className="mt-1 min-h-10 text-sm text-slate-600">{tagline}</p>
      <div className="mt-5 min-h-16">{price}</div>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-800">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
      {footnote && <p className="mt-2 text-center text-xs text-slate-600">{footnote}</p>}
    </li>
  );
}

/**
 * "Start free trial" on a Pro card: signed out, create an account and go on to that plan's trial
 * checkout; signed in ("Upgrade to Pro"), straight to it. The landing page's plain bootstrap swaps
 * the target by the `data-signed-in-*` attributes (ADR 0033), React by `signedIn`.
 */
function TrialLink({ interval, primary }: { interval: BillingInterval; primary: boolean }) {
  const { t } = useLandingTranslation();
  const signedIn = useSignedIn();
  const target = trialPath(interval);
  return (
    <Link
      to={signedIn ? target : signUpThen(target)}
      className={ctaClass(primary ? 'primary' : 'secondary', 'w-full')}
      data-account-link=""
      data-signed-in-href={target}
      data-signed-in-label={t('pricing.pro.manage')}
    >
      {signedIn ? t('pricing.pro.manage') : t('pricing.pro.cta')}
    </Link>
  );
}

function Price({ amount, period }: { amount: string; period: string }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="text-4xl font-bold tracking-tight text-slate-900">{amount}</span>
      <span className="text-sm text-slate-600">{period}</span>
    </p>
  );
}

/** Free, Pro, Pro Yearly and Team: prices and limits from shared/plans.ts only (spec §9). */
export function PricingSection() {
  const { t } = useLandingTranslation();
  const amount = (value: string) => t('pricing.amount', { amount: value });
  const trial = t('pricing.trial', { days: PRO_TRIAL_DAYS });
  const fileSize = t('pricing.fileSize', { size: FILE_MB });
  const proLines = [t('pricing.everythingPro'), ...limitLines(t, PLAN_LIMITS.pro), fileSize];
  const mailto = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(t('pricing.team.subject'))}`;

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" title={t('pricing.title')} intro={t('pricing.intro')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <PlanCard
            name={t('pricing.free.name')}
            tagline={t('pricing.free.tagline')}
            price={<Price amount={amount('0')} period={t('pricing.perMonth')} />}
            lines={[...limitLines(t, PLAN_LIMITS.basic), fileSize, t('pricing.everything')]}
            action={
              <Link to={SIGN_UP_PATH} className={ctaClass('secondary', 'w-full')}>
                {t('pricing.free.cta')}
              </Link>
            }
            footnote={t('pricing.free.noCard')}
          />
          <PlanCard
            name={t('pricing.pro.name')}
            tagline={t('pricing.pro.tagline')}
            badge={t('pricing.popular')}
            highlight
            price={<Price amount={amount(PRO_MONTHLY)} period={t('pricing.perMonth')} />}
            lines={proLines}
            action={<TrialLink interval="monthly" primary />}
            footnote={trial}
          />
          <PlanCard
            name={t('pricing.proYearly.name')}
            tagline={t('pricing.proYearly.tagline')}
            badge={t('pricing.proYearly.saves', { percent: yearlySavingsPercent() })}
            price={<Price amount={amount(PRO_YEARLY)} period={t('pricing.perYear')} />}
            lines={proLines}
            action={<TrialLink interval="yearly" primary={false} />}
            footnote={trial}
          />
          <PlanCard
            name={t('pricing.team.name')}
            tagline={t('pricing.team.tagline')}
            price={
              <p className="text-3xl font-bold tracking-tight text-slate-900">{t('pricing.team.price')}</p>
            }
            lines={[...limitLines(t, PLAN_LIMITS.enterprise), t('pricing.team.help')]}
            action={
              <a href={mailto} className={ctaClass('secondary', 'w-full')}>
                <Mail aria-hidden className="size-5" />
                {t('pricing.team.cta')}
                <span className="sr-only"> ({t('pricing.team.opensEmail')})</span>
              </a>
            }
            footnote={SALES_EMAIL}
          />
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">{t('pricing.currencyNote')}</p>
      </div>
    </section>
  );
}
