/**
 * /app/admin/users/{userId} (spec §2, §3 "Admin user detail"): the tabs overview, subscription and
 * activity, chosen by `?tab=`; "User not found" for an id nobody has.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminUserDetail } from '../../../shared/contracts/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { AdminErrorAlert } from './admin-alert.tsx';
import { adminActivityList, adminUserQuery } from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { AdminPage, Card, LoadingStatus, SkeletonBar } from './admin-ui.tsx';
import { ActivityList } from './activity-list.tsx';
import { AdminBadge, CancelingBadge, StatusBadge, TierBadge } from './badges.tsx';
import { EndSessionsButton } from './end-sessions-dialog.tsx';
import { formatDateTime } from './format.ts';
import { useManageDialog } from './manage-subscription-dialog.tsx';
import { usePagedQuery } from './paged-query.ts';
import { Tabs } from './tabs.tsx';
import { UsageCell } from './user-table.tsx';

export const USER_TABS = ['overview', 'subscription', 'activity'] as const;
export type UserTab = (typeof USER_TABS)[number];

function readTab(value: string | null): UserTab {
  return USER_TABS.find((tab) => tab === value) ?? 'overview';
}

/** Label and value rows; a value that is absent reads "—" rather than leaving a hole. */
function Facts({ rows }: { rows: readonly { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd className="min-w-0 break-words text-sm font-medium text-slate-900 max-sm:-mt-2">
            {row.value ?? '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Overview({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const u = detail.user;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('user.never'));
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card title={t('user.account')} titleId="admin-user-account">
        <Facts
          rows={[
            { label: t('user.name'), value: u.name || '—' },
            { label: t('user.email'), value: u.email },
            { label: t('user.id'), value: <code className="break-all font-mono text-xs">{u.userId}</code> },
            { label: t('user.role'), value: u.isAdmin ? <AdminBadge /> : t('user.roleUser') },
            { label: t('user.created'), value: when(u.createdAt) },
            { label: t('user.lastLogin'), value: when(u.lastLogin) },
          ]}
        />
      </Card>
      <Card title={t('user.usage')} titleId="admin-user-usage">
        <UsageCell usage={detail.usage} />
      </Card>
      <Card title={t('sessions.heading')} titleId="admin-user-sessions">
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">{t('sessions.explain')}</p>
          <EndSessionsButton userId={u.userId} email={u.email} />
        </div>
      </Card>
    </div>
  );
}

function SubscriptionTab({
  detail,
  onManage,
}: {
  detail: AdminUserDetail;
  onManage: (el: HTMLElement | null) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const s = detail.subscription;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  const code = (v: string | null) => (v ? <code className="break-all font-mono text-xs">{v}</code> : null);
  return (
    <Card
      title={t('user.subscription')}
      titleId="admin-user-subscription"
      actions={<Button onClick={(e) => onManage(e.currentTarget)}>{t('rowActions.manage')}</Button>}
    >
      <Facts
        rows={[
          { label: t('user.tier'), value: <TierBadge tier={s.tier} /> },
          {
            label: t('user.status'),
            value: (
              <span className="flex flex-wrap gap-1.5">
                <StatusBadge status={s.status} />
                {s.cancelAtPeriodEnd && <CancelingBadge />}
              </span>
            ),
          },
          {
            label: t('user.provider'),
            // No provider on a paid-for status: a plan an admin granted.
            value: s.provider
              ? t(`provider.${s.provider}`)
              : s.status === 'active' || s.status === 'trialing'
                ? t('provider.granted')
                : null,
          },
          { label: t('user.interval'), value: s.billingInterval ? t(`interval.${s.billingInterval}`) : null },
          { label: t('user.periodStart'), value: when(s.currentPeriodStart) },
          { label: t('user.periodEnd'), value: when(s.currentPeriodEnd) },
          { label: t('user.trialEnd'), value: when(s.trialEnd) },
          { label: t('user.cancelAtPeriodEnd'), value: s.cancelAtPeriodEnd ? t('user.yes') : t('user.no') },
          { label: t('user.stripeCustomer'), value: code(s.stripeCustomerId) },
          { label: t('user.stripeSubscription'), value: code(s.stripeSubscriptionId) },
        ]}
      />
    </Card>
  );
}

function ActivityTab({ userId }: { userId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const log = usePagedQuery(adminActivityList({ subjectId: userId, timeRange: 'all' }));
  const entries = log.data?.pages.flatMap((page) => page.activities) ?? [];
  return (
    <Card title={t('user.activity')} titleId="admin-user-activity">
      <AdminErrorAlert kind="activity" error={log.error ?? log.nextPageError} className="mb-3" />
      {!log.isError && (
        <ActivityList
          entries={entries}
          loading={log.isPending}
          label={t('activity.entries')}
          empty={t('user.noActivity')}
          hasMore={log.hasNextPage}
          loadingMore={log.isFetchingNextPage}
          onLoadMore={log.fetchNextPage}
        />
      )}
    </Card>
  );
}

function BackToUsers() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Link
      to="/app/admin/users"
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline',
        focusRing,
      )}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('user.back')}
    </Link>
  );
}

export function UserDetailPage({ userId }: { userId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const detail = useQuery(adminUserQuery(userId));
  const manage = useManageDialog();
  const d = detail.data;
  const openManage = (returnFocus: HTMLElement | null) =>
    d && manage.openFor({ userId, email: d.user.email, tier: d.subscription.tier, returnFocus });
  return (
    <AdminPage
      title={
        d ? (
          d.user.name || d.user.email
        ) : detail.isError ? (
          t('user.title')
        ) : (
          <SkeletonBar className="h-7 w-56" />
        )
      }
    >
      <BackToUsers />
      <AdminErrorAlert kind="user" error={detail.error} />
      {detail.isPending && <LoadingStatus label={t('user.loading')} />}
      {d && (
        <Tabs
          label={t('user.tabs')}
          idPrefix="admin-user"
          value={tab}
          tabs={USER_TABS.map((value) => ({ value, label: t(`user.tab.${value}`) }))}
          onChange={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
        >
          {tab === 'overview' && <Overview detail={d} />}
          {tab === 'subscription' && <SubscriptionTab detail={d} onManage={openManage} />}
          {tab === 'activity' && <ActivityTab userId={userId} />}
        </Tabs>
      )}
      {manage.dialog}
    </AdminPage>
  );
}
