/**
 * People as a table (dashboard and Users): who, plan and status, usage with "+" where the count is
 * capped (spec §9), when they joined, and the row actions. 10 skeleton rows while loading (§9).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserListItem } from '../../../shared/contracts/admin.ts';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { SkeletonRows, stickyCell, TableScroll, tdClass, thClass, whoCell } from './admin-ui.tsx';
import { AdminBadge, StatusBadge, TierBadge } from './badges.tsx';
import { formatShortDate, formatUsage, USAGE_CAPS } from './format.ts';
import type { ManageTarget } from './manage-subscription-dialog.tsx';
import { RowActions, userPath } from './row-actions.tsx';

export const USER_SKELETON_ROWS = 10;

export function UsageCell({ usage }: { usage: AdminUserListItem['usage'] }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const rows = [
    ['boards', formatUsage(usage.boards, USAGE_CAPS.boards, usage.isCapped, i18n.language)],
    ['activeTasks', formatUsage(usage.activeTasks, USAGE_CAPS.tasks, usage.isCapped, i18n.language)],
    ['totalTasks', formatUsage(usage.totalTasks, USAGE_CAPS.tasks, usage.isCapped, i18n.language)],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-xs">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600">{t(`usage.${key}`)}</dt>
          <dd className="text-right font-medium tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserRow({ user, onManage }: { user: AdminUserListItem; onManage: (target: ManageTarget) => void }) {
  const { i18n } = useTranslation(ADMIN_NS);
  return (
    <tr className="group">
      <th scope="row" className={cn(tdClass, stickyCell, whoCell)}>
        <Link
          to={userPath(user.userId)}
          className={cn(
            'block break-words font-semibold text-slate-900 underline-offset-2 hover:underline',
            focusRing,
          )}
        >
          {user.name || user.email}
        </Link>
        <span className="block break-all text-slate-600">{user.email}</span>
        {user.role === 'admin' && (
          <span className="mt-1 block">
            <AdminBadge />
          </span>
        )}
      </th>
      <td className={tdClass}>
        <span className="flex flex-wrap gap-1.5">
          <TierBadge tier={user.subscription.tier} />
          <StatusBadge status={user.subscription.status} />
        </span>
      </td>
      <td className={tdClass}>
        <UsageCell usage={user.usage} />
      </td>
      <td className={cn(tdClass, 'whitespace-nowrap')}>{formatShortDate(user.createdAt, i18n.language)}</td>
      <td className={cn(tdClass, 'text-right')}>
        <RowActions
          userId={user.userId}
          email={user.email}
          onManage={(returnFocus) =>
            onManage({ userId: user.userId, email: user.email, tier: user.subscription.tier, returnFocus })
          }
        />
      </td>
    </tr>
  );
}

export function UserTable({
  users,
  loading,
  onManage,
}: {
  users: readonly AdminUserListItem[];
  loading: boolean;
  onManage: (target: ManageTarget) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <TableScroll label={t('users.tableLabel')}>
      <thead className="border-b border-slate-200">
        <tr>
          <th scope="col" className={cn(thClass, stickyCell)}>
            {t('users.columns.user')}
          </th>
          <th scope="col" className={thClass}>
            {t('users.columns.plan')}
          </th>
          <th scope="col" className={thClass}>
            {t('users.columns.usage')}
          </th>
          <th scope="col" className={thClass}>
            {t('users.columns.joined')}
          </th>
          <th scope="col" className={cn(thClass, 'text-right')}>
            {t('users.columns.actions')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {loading ? (
          <SkeletonRows rows={USER_SKELETON_ROWS} columns={5} />
        ) : (
          users.map((user) => <UserRow key={user.userId} user={user} onManage={onManage} />)
        )}
      </tbody>
    </TableScroll>
  );
}
