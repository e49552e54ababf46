/**
 * Notification settings' server state. Reading them also keeps the server's copy of the person's
 * time zone current: due dates are wall-clock times, so when this browser's zone differs from the
 * stored one (first start, travel) the answer is corrected at once, before anything is shown.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettings,
  updateNotificationSettings,
  type UpdateNotificationSettings,
} from '../../../shared/contracts/notifications.ts';
import { api } from '../../lib/api.ts';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: async ({ signal }) => {
    const settings = await api(getNotificationSettings, { signal });
    const zone = browserTimeZone();
    if (!zone || zone === settings.timeZone) return settings;
    return api(updateNotificationSettings, { body: { timeZone: zone }, signal });
  },
  staleTime: Infinity,
  // Read in the background on every app start (the time zone): a failure there interrupts no one;
  // the settings page says so itself.
  meta: { silent: true },
});

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettings) => api(updateNotificationSettings, { body }),
    onSuccess: (settings) => client.setQueryData(notificationSettingsQuery.queryKey, settings),
  });
}
