/**
 * A task's due date on its note: "Today 17:00", "Tomorrow", "Fri, Dec 12", in the person's
 * language and time zone. Overdue shows in red with an icon and the word "Overdue" for screen
 * readers (never colour alone). Only notes with a date mount this, so only they follow the clock.
 */
import { AlarmClock, CalendarDays } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useBoardContext } from '../board-context.ts';
import { useWallClock } from '../clock.ts';
import { dueLabel, isOverdue, type DueFields } from '../due-dates.ts';

export function DueBadge({ task }: { task: DueFields }) {
  const { text } = useBoardContext();
  const now = useWallClock();
  const label = dueLabel(task, now, text.language);
  if (!label) return null;
  const overdue = isOverdue(task, now);
  const Icon = overdue ? AlarmClock : CalendarDays;
  return (
    <span
      data-overdue={overdue || undefined}
      className={cn('inline-flex items-center gap-1', overdue && 'font-semibold text-note-overdue')}
    >
      <Icon aria-hidden size={12} className="shrink-0" />
      {/* Spaces are explicit: a description joins inline text as it is. */}
      <span className="sr-only">{overdue ? `${text.overdue}: ${text.due}` : text.due}</span>{' '}
      <time dateTime={task.dueTime ? `${task.dueDate}T${task.dueTime}` : (task.dueDate ?? undefined)}>
        {label}
      </time>
      <span className="sr-only">.</span>
    </span>
  );
}
