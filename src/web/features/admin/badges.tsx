/**
 * The console's badges (spec §2): status styles as the spec names them (active default, trialing
 * secondary, past_due destructive, canceled outline), tier colours (pro purple, enterprise blue,
 * others grey), Canceling, and the activity categories. Purple and blue are not in the dark
 * palette (ADR 0018), so they carry their own `dark:` answer.
 */
import type { ActivityCategory } from '../../../shared/activity.ts';
import type { SUBSCRIPTION_STATUSES } from '../../../shared/contracts/billing.ts';
import type { PlanTier } from '../../../shared/plans.ts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { ADMIN_NS } from './admin-i18n.ts';

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const base = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

export const BADGE_VARIANTS = {
  default: 'bg-indigo-600 text-white',
  secondary: 'bg-slate-200 text-slate-900',
  destructive: 'bg-red-600 text-white',
  outline: 'text-slate-800 ring-1 ring-inset ring-slate-300',
} as const;
export type BadgeVariant = keyof typeof BADGE_VARIANTS;

export function statusVariant(status: SubscriptionStatus): BadgeVariant {
  if (status === 'active') return 'default';
  if (status === 'trialing') return 'secondary';
  if (status === 'past_due') return 'destructive';
  return 'outline';
}

export const TIER_CLASSES = {
  pro: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-200',
  enterprise: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  basic: 'bg-slate-100 text-slate-800',
} as const satisfies Record<PlanTier, string>;

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <span className={cn(base, BADGE_VARIANTS[statusVariant(status)])} data-variant={statusVariant(status)}>
      {t(`status.${status}`)}
    </span>
  );
}

export function TierBadge({ tier }: { tier: PlanTier }) {
  const { t } = useTranslation(ADMIN_NS);
  return <span className={cn(base, TIER_CLASSES[tier])}>{t(`tier.${tier}`)}</span>;
}

export function CancelingBadge() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <span className={cn(base, 'bg-amber-50 text-amber-800 ring-1 ring-inset ring-amber-200')}>
      {t('status.canceling')}
    </span>
  );
}

export function AdminBadge() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <span className={cn(base, 'bg-indigo-50 text-indigo-900 ring-1 ring-inset ring-indigo-200')}>
      {t('user.adminBadge')}
    </span>
  );
}

/** Each category's colour, shared by its icon and its badge. */
export const CATEGORY_STYLES = {
  auth: { badge: 'bg-sky-50 text-sky-900 ring-sky-200', icon: 'bg-sky-50 text-sky-700' },
  subscription: {
    badge: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    icon: 'bg-emerald-50 text-emerald-700',
  },
  admin: { badge: 'bg-indigo-50 text-indigo-900 ring-indigo-200', icon: 'bg-indigo-50 text-indigo-700' },
  data: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', icon: 'bg-amber-50 text-amber-700' },
  system: { badge: 'bg-slate-100 text-slate-800 ring-slate-200', icon: 'bg-slate-100 text-slate-700' },
} as const satisfies Record<ActivityCategory, { badge: string; icon: string }>;

export function CategoryBadge({ category }: { category: ActivityCategory }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <span className={cn(base, 'ring-1 ring-inset', CATEGORY_STYLES[category].badge)}>
      {t(`category.${category}`)}
    </span>
  );
}
