/**
 * One monitor for the calendar: a task dropped on a day, an all-day row or a time slot gets that
 * date (and time) with one write. The innermost target wins (a slot inside a day column).
 */
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readWorkspace } from '../../workspace/workspace-query.ts';
import { CalendarDragSchema, CalendarDropSchema } from '../drag-data.ts';
import type { Reschedule } from './use-reschedule.ts';

export function useCalendarDropMonitor(reschedule: Reschedule): void {
  const client = useQueryClient();
  useEffect(
    () =>
      monitorForElements({
        canMonitor: ({ source }) => CalendarDragSchema.safeParse(source.data).success,
        onDrop: ({ source, location }) => {
          const drag = CalendarDragSchema.safeParse(source.data);
          const task = drag.success ? readWorkspace(client)?.tasks.get(drag.data.taskId) : undefined;
          if (!task) return;
          for (const target of location.current.dropTargets) {
            const drop = CalendarDropSchema.safeParse(target.data);
            if (drop.success) {
              reschedule.moveTo(task, drop.data.date, drop.data.time, { focus: false });
              return;
            }
          }
        },
      }),
    [client, reschedule],
  );
}
