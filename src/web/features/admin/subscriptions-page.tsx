/**
 * /app/admin/subscriptions (spec §2 "Subscription Management", §5): Total Monthly Revenue (active
 * and billed monthly, summed by the server over every subscription), Refresh, the filters card —
 * e-mail search in the browser, case-insensitive, over the subscriptions loaded; tier and status
 * on the server — and the table "Active Subscriptions (count)".
 */
import { useTranslation } from 'react-i18next';
import { ADMIN_STATUS_FILTERS, type AdminSubscriptionRecord } from '../../../shared/contracts/admin.ts';
import { PLAN_TIERS } from '../../../shared/plans.ts';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { AdminErrorAlert } from './admin-alert.tsx';
import { adminSubscriptionsList } from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { AdminPage, Card, LoadingStatus, LoadMoreButton, RefreshButton, SkeletonBar } from './admin-ui.tsx';
import { readStatus, readTier, useFilterParams } from './filters.ts';
import { formatCents, formatCount } from './format.ts';
import { useManageDialog } from './manage-subscription-dialog.tsx';
import { usePagedQuery } from './paged-query.ts';
import { SelectField } from './search-field.tsx';
import { SubscriptionTable } from './subscription-table.tsx';

/** Spec §5: the e-mail filter is the browser's, and ignores case. */
export function matchEmail(
  records: readonly AdminSubscriptionRecord[],
  search: string,
): AdminSubscriptionRecord[] {
  const needle = search.trim().toLowerCase();
  return needle ? records.filter((r) => r.userEmail.toLowerCase().includes(needle)) : [...records];
}

function SubscriptionFilters() {
  const { t } = useTranslation(ADMIN_NS);
  const { params, setFilter } = useFilterParams();
  return (
    <Card>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label={t('filters.email')}>
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('filters.emailPlaceholder')}
              value={params.get('email') ?? ''}
              onChange={(e) => setFilter('email', e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <SelectField
          label={t('filters.tier')}
          value={readTier(params) ?? ''}
          options={[
            { value: '', label: t('filters.allTiers') },
            ...PLAN_TIERS.map((tier) => ({ value: tier, label: t(`tier.${tier}`) })),
          ]}
          onChange={(value) => setFilter('tier', value)}
        />
        <SelectField
          label={t('filters.status')}
          value={readStatus(params) ?? ''}
          options={[
            { value: '', label: t('filters.allStatuses') },
            ...ADMIN_STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
    </Card>
  );
}

function Revenue({ cents, currency }: { cents: number | undefined; currency: string | undefined }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{t('subscriptions.revenue')}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
        {cents !== undefined && currency ? (
          formatCents(cents, currency, i18n.language)
        ) : (
          <SkeletonBar className="h-8 w-28" />
        )}
      </p>
      <p className="mt-1 text-xs text-slate-600">{t('subscriptions.revenueRule')}</p>
    </div>
  );
}

export function SubscriptionsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { params } = useFilterParams();
  const list = usePagedQuery(adminSubscriptionsList({ tier: readTier(params), status: readStatus(params) }));
  const manage = useManageDialog();
  const first = list.data?.pages[0];
  const loaded = list.data?.pages.flatMap((page) => page.subscriptions) ?? [];
  const search = params.get('email')?.trim() ?? '';
  const shown = matchEmail(loaded, search);
  const count = search ? shown.length : (first?.total ?? 0);
  return (
    <AdminPage
      title={t('subscriptions.title')}
      actions={
        <RefreshButton
          onClick={() => void list.refetch()}
          busy={list.isFetching && !list.isFetchingNextPage}
        />
      }
    >
      <Revenue cents={first?.monthlyRevenue} currency={first?.currency} />
      <SubscriptionFilters />
      <AdminErrorAlert kind="subscriptions" error={list.error ?? list.nextPageError} />
      <Card
        title={
          list.isSuccess
            ? t('subscriptions.heading', { n: formatCount(count, i18n.language) })
            : t('subscriptions.headingLoading')
        }
        titleId="admin-subscriptions"
        description={
          search && list.hasNextPage
            ? t('subscriptions.searchLoaded', { loaded: loaded.length, total: first?.total ?? 0 })
            : undefined
        }
      >
        {list.isPending && <LoadingStatus label={t('subscriptions.loading')} />}
        {list.isSuccess && shown.length === 0 && <p className="text-slate-700">{t('subscriptions.empty')}</p>}
        {(list.isPending || shown.length > 0) && (
          <SubscriptionTable records={shown} loading={list.isPending} onManage={manage.openFor} />
        )}
        {list.hasNextPage && <LoadMoreButton onClick={list.fetchNextPage} busy={list.isFetchingNextPage} />}
      </Card>
      {manage.dialog}
    </AdminPage>
  );
}
