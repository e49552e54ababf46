/**
 * /app/admin/users (spec §2, §5): people by e-mail (asked 500 ms after the last keystroke), tier
 * and status, newest first, a page at a time ("Load more" carries the server's cursor).
 */
import { useTranslation } from 'react-i18next';
import { ADMIN_STATUS_FILTERS } from '../../../shared/contracts/admin.ts';
import { PLAN_TIERS } from '../../../shared/plans.ts';
import { AdminErrorAlert } from './admin-alert.tsx';
import { adminUsersList } from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { AdminPage, Card, LoadingStatus, LoadMoreButton } from './admin-ui.tsx';
import { readStatus, readTier, useFilterParams } from './filters.ts';
import { useManageDialog } from './manage-subscription-dialog.tsx';
import { usePagedQuery } from './paged-query.ts';
import { SearchField, SelectField } from './search-field.tsx';
import { UserTable } from './user-table.tsx';

function UserFilters() {
  const { t } = useTranslation(ADMIN_NS);
  const { params, setFilter, text } = useFilterParams();
  return (
    <Card>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          label={t('filters.email')}
          placeholder={t('filters.emailPlaceholder')}
          value={text('search')}
          onCommit={(value) => setFilter('search', value)}
        />
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

export function UsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { params, text } = useFilterParams();
  const filters = { search: text('search'), tier: readTier(params), status: readStatus(params) };
  const users = usePagedQuery(adminUsersList(filters));
  const manage = useManageDialog();
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <AdminPage title={t('users.title')}>
      <UserFilters />
      <AdminErrorAlert kind="users" error={users.error ?? users.nextPageError} />
      <Card
        title={t('users.heading')}
        titleId="admin-users"
        description={users.isSuccess ? t('users.showing', { count: list.length }) : undefined}
      >
        {users.isPending && <LoadingStatus label={t('users.loading')} />}
        {users.isSuccess && list.length === 0 && <p className="text-slate-700">{t('users.empty')}</p>}
        {(users.isPending || list.length > 0) && (
          <UserTable users={list} loading={users.isPending} onManage={manage.openFor} />
        )}
        {users.hasNextPage && (
          <LoadMoreButton onClick={users.fetchNextPage} busy={users.isFetchingNextPage} />
        )}
      </Card>
      {manage.dialog}
    </AdminPage>
  );
}
