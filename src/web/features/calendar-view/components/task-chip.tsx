/**
 * A task on the calendar: a chip in the task's colour that names its quadrant in text (a number
 * badge, and the quadrant's name for screen readers), never by colour alone. It is a button that
 * opens the task, a drag source, and takes the keyboard moves of chip-keys.ts. Focus follows a
 * keyboard move to the chip's new day.
 */
import { memo, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { formatTime } from '../../../lib/date-labels.ts';
import { takeFocus } from '../../board/board-stores.ts';
import { useCalendar } from '../calendar-context.ts';
import { chipCommand } from '../chip-keys.ts';
import { useDraggableTask } from '../hooks/use-calendar-dnd.ts';
import { CALENDAR_NS } from '../i18n.ts';

export interface TaskChipProps {
  task: Task;
  /** 'compact' inside grid cells; 'row' in lists (phone, tray, day dialog): 44 px tall. */
  variant?: 'compact' | 'row';
  /** Show the time on the chip (not in the week view's slots, whose row says it). */
  showTime?: boolean;
}

export const TaskChip = memo(function TaskChip({
  task,
  variant = 'compact',
  showTime = true,
}: TaskChipProps) {
  const { t } = useTranslation([CALENDAR_NS, 'common']);
  const { locale, mode, openTask, openMove, hintId, reschedule } = useCalendar();
  const ref = useRef<HTMLDivElement | null>(null);
  const dragging = useDraggableTask(ref, task.id);

  useLayoutEffect(() => {
    if (takeFocus(task.id)) ref.current?.focus();
  });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const command = chipCommand(event, task, mode, rtl);
    if (!command) return;
    event.preventDefault();
    if (command.kind === 'open') openTask(task.id);
    else if (command.kind === 'dialog') openMove(task);
    else reschedule.moveTo(task, command.date, command.time);
  }

  const quadrant = t(`common:quadrants.${task.quadrant}.label`);
  const time = task.dueTime ? formatTime(task.dueTime, locale) : null;
  const name = [
    task.title,
    t('chip.quadrant', { number: task.quadrant, name: quadrant }),
    time,
    task.completed ? t('chip.completed') : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-describedby={hintId}
      aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown M"
      data-task-id={task.id}
      onKeyDown={handleKeyDown}
      onClick={() => openTask(task.id)}
      style={{ backgroundColor: `var(--color-note-${task.color})` }}
      className={cn(
        'flex min-w-0 cursor-pointer items-center gap-1.5 rounded text-note-ink shadow-sm ring-1 ring-black/10',
        variant === 'compact' ? 'px-1.5 py-0.5 text-xs' : 'min-h-11 flex-1 px-3 py-2 text-sm',
        focusRing,
        dragging && 'opacity-40',
      )}
    >
      <span
        aria-hidden
        // The note's own colour on its ink: AA in both themes, as the note inks are (app.css).
        style={{ color: `var(--color-note-${task.color})` }}
        className="inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-note-ink text-[0.625rem] font-bold"
        title={quadrant}
      >
        {task.quadrant}
      </span>
      {showTime && time && (
        <span aria-hidden className="shrink-0 tabular-nums text-note-muted">
          {time}
        </span>
      )}
      <span aria-hidden className={cn('min-w-0 truncate', task.completed && 'text-note-muted line-through')}>
        {task.title}
      </span>
    </div>
  );
});
