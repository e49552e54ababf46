/**
 * /app/admin (spec §2, §3 "Admin stats", §9): the installation's figures — people, active
 * subscriptions, monthly revenue in its currency, trials, boards, active tasks, tasks, when
 * counted — the conversion rate (active subscriptions over people), and the newest people.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminStats } from '../../../shared/contracts/admin.ts';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { AdminErrorAlert } from './admin-alert.tsx';
import { adminStatsQuery, adminUsersList } from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { AdminPage, Card, LoadingStatus, SkeletonBar } from './admin-ui.tsx';
import { conversionRate, formatCents, formatCount, formatDateTime } from './format.ts';
import { useManageDialog } from './manage-subscription-dialog.tsx';
import { pagedQuery } from './paged-query.ts';
import { UserTable } from './user-table.tsx';

const RECENT_USERS = 10;
const NO_FILTERS = { search: '', tier: null, status: null } as const;

/** The cards in order, each a label key and how its value reads. */
function statCards(stats: AdminStats, lng: string): { key: string; value: string }[] {
  const n = (v: number) => formatCount(v, lng);
  return [
    { key: 'totalUsers', value: n(stats.totalUsers) },
    { key: 'activeSubscriptions', value: n(stats.activeSubscriptions) },
    { key: 'monthlyRevenue', value: formatCents(stats.monthlyRevenue, stats.currency, lng) },
    { key: 'conversionRate', value: conversionRate(stats.activeSubscriptions, stats.totalUsers, lng) },
    { key: 'trialUsers', value: n(stats.trialUsers) },
    { key: 'totalBoards', value: n(stats.totalBoards) },
    { key: 'totalActiveTasks', value: n(stats.totalActiveTasks) },
    { key: 'totalTasks', value: n(stats.totalTasks) },
  ];
}

const STAT_KEYS = [
  'totalUsers',
  'activeSubscriptions',
  'monthlyRevenue',
  'conversionRate',
  'trialUsers',
  'totalBoards',
  'totalActiveTasks',
  'totalTasks',
];

function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const cards = stats ? statCards(stats, i18n.language) : STAT_KEYS.map((key) => ({ key, value: '' }));
  return (
    <section aria-labelledby="admin-stats">
      <h2 id="admin-stats" className="sr-only">
        {t('dashboard.statistics')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ key, value }) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t(`stats.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
              {stats ? value : <SkeletonBar className="h-8 w-20" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const stats = useQuery(adminStatsQuery);
  const users = useQuery(pagedQuery(adminUsersList(NO_FILTERS, RECENT_USERS)));
  const manage = useManageDialog();
  const recent = users.data?.pages[0]?.users ?? [];
  return (
    <AdminPage title={t('dashboard.title')}>
      <AdminErrorAlert kind="stats" error={stats.error} />
      {stats.isPending && <LoadingStatus label={t('dashboard.loading')} />}
      <StatCards stats={stats.data} />
      {stats.data && (
        <p className="text-sm text-slate-600">
          {t('stats.lastUpdated', { date: formatDateTime(stats.data.lastUpdated, i18n.language) })}
        </p>
      )}
      <Card
        title={t('dashboard.recentUsers')}
        titleId="admin-recent-users"
        actions={
          <Link
            to="/app/admin/users"
            className={cn('text-sm font-medium text-indigo-700 underline underline-offset-2', focusRing)}
          >
            {t('dashboard.allUsers')}
          </Link>
        }
      >
        <AdminErrorAlert kind="users" error={users.error} className="mb-3" />
        {users.isPending && <LoadingStatus label={t('users.loading')} />}
        {users.isSuccess && recent.length === 0 && <p className="text-slate-700">{t('users.empty')}</p>}
        {(users.isPending || recent.length > 0) && (
          <UserTable users={recent} loading={users.isPending} onManage={manage.openFor} />
        )}
      </Card>
      {manage.dialog}
    </AdminPage>
  );
}
