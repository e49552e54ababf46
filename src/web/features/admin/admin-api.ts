/**
 * The console's server state: one `queryOptions` factory per admin resource, under two keys —
 * `adminAccessKey` (is this person an admin: checked once per user id) and `ADMIN_DATA` (what the
 * pages show, refreshed together after a change). The pages say what failed where it failed, so
 * every query here is silent (no toast on top).
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  endAdminUserSessions,
  exportAdminActivity,
  getAdminStats,
  getAdminUser,
  listAdminActivity,
  listAdminSubscriptions,
  listAdminUsers,
  modifyAdminUserSubscription,
  type AdminActivityQuery,
  type EndSessionsBody,
  type ModifySubscriptionBody,
} from '../../../shared/contracts/admin.ts';
import { api, apiFile } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';
import type { PlanTier } from '../../../shared/plans.ts';
import type { AdminStatusFilter } from './filters.ts';
import { pagedList } from './paged-query.ts';

const ADMIN_DATA = ['admin', 'data'] as const;

export function adminAccessKey(userId: string) {
  return ['admin', 'access', userId] as const;
}

export const adminStatsQuery = queryOptions({
  queryKey: [...ADMIN_DATA, 'stats'],
  queryFn: ({ signal }) => api(getAdminStats, { signal }),
  meta: { silent: true },
});

/**
 * Spec §6: the client knows an admin by the stats call succeeding; any failure means "not an
 * admin". A yes is kept for the session (moving between admin pages does not ask again) and its
 * figures fill the dashboard; a no is asked again next time, so a passing outage is not remembered.
 */
export function adminAccessQuery(userId: string) {
  return queryOptions({
    queryKey: adminAccessKey(userId),
    queryFn: async ({ signal, client }) => {
      try {
        client.setQueryData(adminStatsQuery.queryKey, await api(getAdminStats, { signal }));
        return true;
      } catch {
        return false;
      }
    },
    staleTime: (query) => (query.state.data === true ? Infinity : 0),
    meta: { silent: true },
  });
}

export interface AdminUserFilters {
  search: string;
  tier: PlanTier | null;
  status: AdminStatusFilter | null;
}

export function adminUsersList(filters: AdminUserFilters, limit = 50) {
  return pagedList({
    queryKey: [...ADMIN_DATA, 'users', filters, limit],
    fetchPage: (cursor, signal) =>
      api(listAdminUsers, {
        query: {
          limit,
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.tier ? { tier: filters.tier } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(cursor ? { cursor } : {}),
        },
        ...(signal ? { signal } : {}),
      }),
    nextCursor: (page) => page.nextCursor,
  });
}

export function adminUserQuery(userId: string) {
  return queryOptions({
    queryKey: [...ADMIN_DATA, 'user', userId],
    queryFn: ({ signal }) => api(getAdminUser, { params: { userId }, signal }),
    meta: { silent: true },
  });
}

export interface AdminSubscriptionFilters {
  tier: PlanTier | null;
  status: AdminStatusFilter | null;
}

export function adminSubscriptionsList(filters: AdminSubscriptionFilters) {
  return pagedList({
    queryKey: [...ADMIN_DATA, 'subscriptions', filters],
    fetchPage: (cursor, signal) =>
      api(listAdminSubscriptions, {
        query: {
          ...(filters.tier ? { tier: filters.tier } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(cursor ? { cursor } : {}),
        },
        ...(signal ? { signal } : {}),
      }),
    nextCursor: (page) => page.nextCursor,
  });
}

/** The activity filters as sent (spec §7 getAdminActivityLogs; every filter on the server, ADR 0048). */
export type ActivityFilters = Omit<AdminActivityQuery, 'lastEvaluatedKey' | 'limit'>;

export function adminActivityList(filters: ActivityFilters, limit = 50) {
  return pagedList({
    queryKey: [...ADMIN_DATA, 'activity', filters, limit],
    fetchPage: (cursor, signal) =>
      api(listAdminActivity, {
        query: { ...filters, limit, ...(cursor ? { lastEvaluatedKey: cursor } : {}) },
        ...(signal ? { signal } : {}),
      }),
    nextCursor: (page) => page.lastEvaluatedKey,
  });
}

/** After a change every admin list, the stats and the person's detail are read again. */
export function refreshAdminData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ADMIN_DATA });
}

/**
 * Grant a trial, change the tier, cancel or reactivate (spec §4). The page shows the spec's
 * failure alert itself, so no toast; on success the detail is the answer, and the rest refreshes.
 */
export function useModifySubscription(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifySubscriptionBody) =>
      api(modifyAdminUserSubscription, { params: { userId }, body }),
    onSuccess: async (detail) => {
      client.setQueryData(adminUserQuery(userId).queryKey, detail);
      await refreshAdminData(client);
    },
    meta: { silent: true },
  });
}

/** Sign a person out of every device (`admin.user_modified`); the answer is the person's detail. */
export function useEndSessions(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndSessionsBody) => api(endAdminUserSessions, { params: { userId }, body }),
    onSuccess: async (detail) => {
      client.setQueryData(adminUserQuery(userId).queryKey, detail);
      await refreshAdminData(client);
    },
    meta: { silent: true },
  });
}

export type ExportFormat = 'csv' | 'json';

/** What the filters show, as a file: fetched with the access token, then saved by the browser. */
export function useExportActivity() {
  return useMutation({
    mutationFn: async ({ filters, format }: { filters: ActivityFilters; format: ExportFormat }) => {
      const blob = await apiFile(exportAdminActivity, { query: { ...filters, format } });
      saveFile(blob, `quadrant-activity-${new Date().toISOString().slice(0, 10)}.${format}`);
    },
    meta: { silent: true },
  });
}
