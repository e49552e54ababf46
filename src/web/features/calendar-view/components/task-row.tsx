/**
 * A task as a list row (phone day list, unscheduled tray, day dialog): its chip and a visible
 * "Move to date" button, 44 px tall, so a touch or keyboard user never needs to drag.
 */
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useCalendar } from '../calendar-context.ts';
import { CALENDAR_NS } from '../i18n.ts';
import { TaskChip } from './task-chip.tsx';

export function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation(CALENDAR_NS);
  const { openMove } = useCalendar();
  return (
    <li className="flex items-stretch gap-1">
      <TaskChip task={task} variant="row" />
      <button
        type="button"
        onClick={() => openMove(task)}
        aria-label={t('move.open', { title: task.title })}
        className={cn(
          'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100',
          focusRing,
        )}
      >
        <CalendarClock aria-hidden size={18} />
      </button>
    </li>
  );
}
