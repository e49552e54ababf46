/**
 * The iOS app's calendar sync on /app/calendar-settings (spec §2: calendar sync is the iOS app's):
 * "Sync now" writes the dated tasks into a "Quadrant" calendar on the iPhone (device-calendar.ts),
 * and says when it last did. The page's tasks come from the route (the workspace), never guessed:
 * without them nothing is synced, so an unloaded workspace cannot empty the calendar.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { CALENDAR_NS } from './calendar-i18n.ts';
import type { DatedTask } from './device-calendar-plan.ts';

async function lastSynced(): Promise<number | null> {
  const { readSyncState } = await import('./device-calendar.ts');
  return (await readSyncState())?.syncedAt ?? null;
}

export function DeviceCalendarSection({ loadTasks }: { loadTasks: () => Promise<DatedTask[]> }) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const synced = useQuery({ queryKey: ['device-calendar'], queryFn: lastSynced, meta: { silent: true } });
  const sync = useMutation({
    mutationFn: async () => {
      const { syncDeviceCalendar } = await import('./device-calendar.ts');
      return syncDeviceCalendar(await loadTasks());
    },
    onSuccess: () => synced.refetch(),
  });
  const at = sync.data?.kind === 'synced' ? sync.data.at : synced.data;
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  return (
    <section
      aria-labelledby="device-calendar-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="device-calendar-title" className="text-lg font-semibold text-slate-900">
        {t('device.title')}
      </h2>
      <p className="text-slate-700">{t('device.intro')}</p>
      <p role="status" className="text-sm text-slate-600">
        {sync.isPending
          ? t('device.syncing')
          : at
            ? t('device.synced', { date: when(at) })
            : t('device.never')}
      </p>
      {sync.data?.kind === 'denied' && (
        <p role="alert" className="text-sm text-red-700">
          {t('device.denied')}
        </p>
      )}
      {sync.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('device.failed')}
        </p>
      )}
      <div>
        <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
          {t('device.sync')}
        </Button>
      </div>
    </section>
  );
}
