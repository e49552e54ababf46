/**
 * Activity entries in a 600 px scroll list (spec §2, §9): 5 skeletons while the first page loads,
 * the empty text, and Load More while the server has a continuation key. Relative times move on
 * with the clock (once a minute is as fine as they read).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../../shared/contracts/admin.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { LoadingStatus, LoadMoreButton, SkeletonBar } from './admin-ui.tsx';
import { ActivityEntryView } from './activity-entry.tsx';

export const ACTIVITY_SKELETONS = 5;

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function EntrySkeleton() {
  return (
    <li aria-hidden data-testid="activity-skeleton" className="flex gap-3 py-3">
      <SkeletonBar className="size-9 rounded-full" />
      <span className="flex flex-1 flex-col gap-2">
        <SkeletonBar className="w-48" />
        <SkeletonBar className="w-64" />
      </span>
    </li>
  );
}

export function ActivityList({
  entries,
  loading,
  label,
  empty,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  entries: readonly ActivityEntry[];
  loading: boolean;
  /** The scroll region's name. */
  label: string;
  empty: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const now = useMinuteClock();
  if (!loading && entries.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <>
      {loading && <LoadingStatus label={t('activity.loading')} />}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="max-h-[600px] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ul className="divide-y divide-slate-100 px-1">
          {loading
            ? Array.from({ length: ACTIVITY_SKELETONS }, (_, i) => <EntrySkeleton key={i} />)
            : entries.map((entry) => (
                <li key={entry.id}>
                  <ActivityEntryView entry={entry} now={now} />
                </li>
              ))}
        </ul>
        {hasMore && !loading && <LoadMoreButton onClick={onLoadMore} busy={loadingMore} />}
      </div>
    </>
  );
}
