/** The calendar feed's server state: one query, and the two writes that replace it. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCalendarFeed,
  getCalendarFeed,
  revokeCalendarFeed,
  type CalendarFeedStatus,
} from '../../../shared/contracts/calendar.ts';
import { api } from '../../lib/api.ts';

export const calendarFeedQuery = queryOptions({
  queryKey: ['calendar-feed'],
  queryFn: ({ signal }) => api(getCalendarFeed, { signal }),
});

/** Create or regenerate: the answer holds the URL, shown once. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(createCalendarFeed),
    onSuccess: (created) => {
      client.setQueryData<CalendarFeedStatus>(calendarFeedQuery.queryKey, {
        active: true,
        createdAt: created.createdAt,
      });
    },
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(revokeCalendarFeed),
    onSuccess: (status) => client.setQueryData(calendarFeedQuery.queryKey, status),
  });
}
