/**
 * The subscriptions table of spec §2: User, Subscription, Billing, Period, Status, Actions; 5
 * skeleton rows while loading; the Canceling badge beside the status when the plan ends at the
 * period's end; amounts in the record's currency from cents; dates in the short US format.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSubscriptionRecord } from '../../../shared/contracts/admin.ts';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { SkeletonRows, stickyCell, TableScroll, tdClass, thClass, whoCell } from './admin-ui.tsx';
import { CancelingBadge, StatusBadge, TierBadge } from './badges.tsx';
import { formatCents, formatShortDate } from './format.ts';
import type { ManageTarget } from './manage-subscription-dialog.tsx';
import { RowActions, userPath } from './row-actions.tsx';

export const SUBSCRIPTION_SKELETON_ROWS = 5;
const COLUMNS = ['user', 'subscription', 'billing', 'period', 'status', 'actions'] as const;

function Period({ start, end }: { start: string | null; end: string | null }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  if (!start && !end) return <span className="text-slate-600">{t('subscriptions.noPeriod')}</span>;
  const day = (iso: string | null) => (iso ? formatShortDate(iso, i18n.language) : '…');
  return (
    <span className="whitespace-nowrap">
      {day(start)} – {day(end)}
    </span>
  );
}

function SubscriptionRow({
  record,
  onManage,
}: {
  record: AdminSubscriptionRecord;
  onManage: (target: ManageTarget) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  return (
    <tr>
      <th scope="row" className={cn(tdClass, stickyCell, whoCell)}>
        <Link
          to={userPath(record.userId)}
          className={cn(
            'block break-words font-semibold text-slate-900 underline-offset-2 hover:underline',
            focusRing,
          )}
        >
          {record.userName || record.userEmail}
        </Link>
        <span className="block break-all text-slate-600">{record.userEmail}</span>
      </th>
      <td className={tdClass}>
        <TierBadge tier={record.tier} />
        <span className="mt-1 block text-xs text-slate-600">
          {t(`provider.${record.provider ?? 'granted'}`)}
        </span>
      </td>
      <td className={cn(tdClass, 'whitespace-nowrap')}>
        <span className="font-medium tabular-nums text-slate-900">
          {formatCents(record.amount, record.currency, i18n.language)}
        </span>
        <span className="block text-xs text-slate-600">
          {t(`interval.${record.billingInterval ?? 'none'}`)}
        </span>
      </td>
      <td className={tdClass}>
        <Period start={record.currentPeriodStart} end={record.currentPeriodEnd} />
      </td>
      <td className={tdClass}>
        <span className="flex flex-wrap gap-1.5">
          <StatusBadge status={record.status} />
          {record.cancelAtPeriodEnd && <CancelingBadge />}
        </span>
      </td>
      <td className={cn(tdClass, 'text-right')}>
        <RowActions
          userId={record.userId}
          email={record.userEmail}
          stripeCustomerId={record.stripeCustomerId}
          onManage={(returnFocus) =>
            onManage({ userId: record.userId, email: record.userEmail, tier: record.tier, returnFocus })
          }
        />
      </td>
    </tr>
  );
}

export function SubscriptionTable({
  records,
  loading,
  onManage,
}: {
  records: readonly AdminSubscriptionRecord[];
  loading: boolean;
  onManage: (target: ManageTarget) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <TableScroll label={t('subscriptions.tableLabel')}>
      <thead className="border-b border-slate-200">
        <tr>
          {COLUMNS.map((column, i) => (
            <th
              key={column}
              scope="col"
              className={cn(thClass, i === 0 && stickyCell, column === 'actions' && 'text-right')}
            >
              {t(`subscriptions.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {loading ? (
          <SkeletonRows rows={SUBSCRIPTION_SKELETON_ROWS} columns={COLUMNS.length} />
        ) : (
          records.map((record) => (
            <SubscriptionRow
              key={record.stripeSubscriptionId ?? record.userId}
              record={record}
              onManage={onManage}
            />
          ))
        )}
      </tbody>
    </TableScroll>
  );
}
