import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_NS } from '../../../features/calendar/calendar-i18n.ts';
import { CalendarSettingsPage } from '../../../features/calendar/calendar-settings-page.tsx';
import type { DatedTask } from '../../../features/calendar/device-calendar-plan.ts';
import { DeviceCalendarSection } from '../../../features/calendar/device-calendar-section.tsx';
import { readWorkspace, workspaceQuery } from '../../../features/workspace/workspace-query.ts';
import { clientPlatform } from '../../../lib/client-platform.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/** Every task with a due date, from the workspace once it has loaded (never from an empty one). */
async function datedTasks(client: QueryClient): Promise<DatedTask[]> {
  await client.ensureQueryData(workspaceQuery());
  const workspace = readWorkspace(client);
  if (!workspace) throw new Error('The workspace is not loaded');
  return [...workspace.tasks.values()].flatMap((task) =>
    task.dueDate
      ? [
          {
            id: task.id,
            title: task.title,
            dueDate: task.dueDate,
            dueTime: task.dueTime,
            completed: task.completed,
          },
        ]
      : [],
  );
}

/**
 * /app/calendar-settings: on iOS, the device calendar sync first (spec §2: calendar sync is the
 * iOS app's); everywhere, the private ICS feed any calendar app can subscribe to.
 */
export default function CalendarSettings() {
  const { t } = useTranslation(CALENDAR_NS);
  const client = useQueryClient();
  const [ios] = useState(() => clientPlatform() === 'ios');
  const loadTasks = useCallback(() => datedTasks(client), [client]);
  return (
    <>
      <DocumentTitle parts={[t('title')]} />
      <CalendarSettingsPage device={ios ? <DeviceCalendarSection loadTasks={loadTasks} /> : null} />
    </>
  );
}
