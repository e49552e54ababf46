/**
 * /app/admin/activity (spec §2 "Activity Logs", §7): Refresh; filters User Email and Action
 * (applied after a 500 ms pause), Category and Time Range; the card "Recent Activity" with its
 * count, 600 px list and Load More. Every filter is applied by the server, so each page of a large
 * log is full (ADR 0048), and a filter change or Refresh reads from the start. What the filters
 * show can be downloaded as CSV or JSON.
 */
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity.ts';
import { ACTIVITY_TIME_RANGES } from '../../../shared/contracts/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { AdminErrorAlert, AlertBox } from './admin-alert.tsx';
import {
  adminActivityList,
  useExportActivity,
  type ActivityFilters,
  type ExportFormat,
} from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { AdminPage, Card, RefreshButton } from './admin-ui.tsx';
import { ActivityList } from './activity-list.tsx';
import { readCategory, readTimeRange, useFilterParams } from './filters.ts';
import { usePagedQuery } from './paged-query.ts';
import { SearchField, SelectField } from './search-field.tsx';

/** The filters as the URL holds them, as the server takes them. */
export function useActivityFilters(): ActivityFilters {
  const { params, text } = useFilterParams();
  const category = readCategory(params);
  return {
    timeRange: readTimeRange(params),
    ...(text('email') ? { userId: text('email') } : {}),
    ...(text('action') ? { action: text('action') } : {}),
    ...(category ? { category } : {}),
  };
}

function ActivityFilterCard() {
  const { t } = useTranslation(ADMIN_NS);
  const { params, setFilter, text } = useFilterParams();
  return (
    <Card>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          label={t('filters.userEmail')}
          placeholder={t('filters.emailPlaceholder')}
          value={text('email')}
          onCommit={(value) => setFilter('email', value)}
        />
        <SelectField
          label={t('filters.category')}
          value={readCategory(params) ?? ''}
          options={[
            { value: '', label: t('filters.allCategories') },
            ...ACTIVITY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
          ]}
          onChange={(value) => setFilter('category', value)}
        />
        <SearchField
          type="text"
          label={t('filters.action')}
          placeholder={t('filters.actionPlaceholder')}
          value={text('action')}
          onCommit={(value) => setFilter('action', value)}
        />
        <SelectField
          label={t('filters.timeRange')}
          value={readTimeRange(params)}
          options={ACTIVITY_TIME_RANGES.map((range) => ({ value: range, label: t(`timeRange.${range}`) }))}
          // "All Time" is the default, so it leaves the address clean.
          onChange={(value) => setFilter('range', value === 'all' ? null : value)}
        />
      </div>
    </Card>
  );
}

function ExportButtons({ filters }: { filters: ActivityFilters }) {
  const { t } = useTranslation(ADMIN_NS);
  const download = useExportActivity();
  const run = (format: ExportFormat) =>
    download.mutate(
      { filters, format },
      { onError: (error) => console.error('Admin console: activity export', error) },
    );
  return (
    <>
      {(['csv', 'json'] as const).map((format) => (
        <Button key={format} variant="secondary" disabled={download.isPending} onClick={() => run(format)}>
          <Download aria-hidden className="size-4" />
          {t(`activity.download.${format}`)}
        </Button>
      ))}
      {download.isError && (
        <AlertBox className="w-full" onDismiss={() => download.reset()}>
          {t('activity.download.failed')}
        </AlertBox>
      )}
    </>
  );
}

export function ActivityPage() {
  const { t } = useTranslation(ADMIN_NS);
  const filters = useActivityFilters();
  const log = usePagedQuery(adminActivityList(filters));
  const entries = log.data?.pages.flatMap((page) => page.activities) ?? [];
  return (
    <AdminPage
      title={t('activity.title')}
      actions={
        <>
          <RefreshButton
            onClick={() => void log.refetch()}
            busy={log.isFetching && !log.isFetchingNextPage}
          />
          <ExportButtons filters={filters} />
        </>
      }
    >
      <ActivityFilterCard />
      <AdminErrorAlert kind="activity" error={log.error ?? log.nextPageError} />
      <Card
        title={t('activity.recent')}
        titleId="admin-activity"
        description={log.isSuccess ? t('activity.showing', { count: entries.length }) : undefined}
      >
        {!log.isError && (
          <ActivityList
            entries={entries}
            loading={log.isPending}
            label={t('activity.entries')}
            empty={t('activity.empty')}
            hasMore={log.hasNextPage}
            loadingMore={log.isFetchingNextPage}
            onLoadMore={log.fetchNextPage}
          />
        )}
      </Card>
    </AdminPage>
  );
}
