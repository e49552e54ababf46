/**
 * Giving a task another day (and time): one optimistic write through the task update path, focus
 * kept on the task where it lands, and the move said in the board's live region. Every drag and
 * every keyboard move ends here, so both say the same thing.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, UpdateTask } from '../../../../shared/contracts/tasks.ts';
import { formatTime } from '../../../lib/date-labels.ts';
import { announce, requestFocus } from '../../board/board-stores.ts';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { longDate } from '../calendar-dates.ts';
import { CALENDAR_NS } from '../i18n.ts';

export interface Reschedule {
  /** `time` undefined keeps the task's time; null makes it all-day. */
  moveTo: (task: Task, date: string, time?: string | null, opts?: { focus?: boolean }) => void;
}

export function useReschedule(locale: string): Reschedule {
  const { updateTask } = useTaskMutations();
  const { t } = useTranslation(CALENDAR_NS);
  return useMemo(
    () => ({
      moveTo(task, date, time, { focus = true } = {}) {
        const nextTime = time === undefined ? task.dueTime : time;
        if (task.dueDate === date && task.dueTime === nextTime) return;
        const changes: UpdateTask = { dueDate: date };
        if (nextTime !== task.dueTime || task.dueDate === null) changes.dueTime = nextTime;
        if (focus) requestFocus(task.id);
        updateTask({ taskId: task.id, changes });
        const day = longDate(date, locale);
        announce(
          nextTime
            ? t('announce.movedAt', { title: task.title, day, time: formatTime(nextTime, locale) })
            : t('announce.moved', { title: task.title, day }),
        );
      },
    }),
    [updateTask, t, locale],
  );
}
