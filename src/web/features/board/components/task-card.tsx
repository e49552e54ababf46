/**
 * A task as a sticky note in its colour. The note itself is the focusable list item (named by the
 * title) and takes the keyboard commands; a click or Enter opens its sheet, F2 renames in place; it is also the drag source and a drop target. Memoized
 * by id: it re-renders only when its own task or its place in the list changes, and a change of
 * place alone re-renders only the wrapper (the content is memoized on the task).
 */
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { EyeOff } from 'lucide-react';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useTask } from '../../workspace/use-workspace.ts';
import { useBoardContext } from '../board-context.ts';
import { takeFocus } from '../board-stores.ts';
import { commandForKey } from '../commands.ts';
import { useCardDnd } from '../hooks/use-card-dnd.ts';
import { useOutsideFilter } from '../kept-tasks.ts';
import { TaskCardContent } from './task-card-content.tsx';
import { taskMetaId } from './task-meta.tsx';

export interface TaskCardProps {
  taskId: string;
  /** Position in the list, for aria-posinset (1-based) and aria-setsize. */
  position: number;
  setSize: number;
  /** Offset from the top of the list, from the virtualizer. */
  start: number;
  index: number;
  measure: (element: HTMLElement | null) => void;
  /** List rows (list view) instead of sticky notes. */
  variant: 'note' | 'row';
}

export const TaskCard = memo(function TaskCard({ taskId, ...rest }: TaskCardProps) {
  const task = useTask(taskId);
  if (!task) return null;
  return <TaskCardBody task={task} {...rest} />;
});

function TaskCardBody({
  task,
  position,
  setSize,
  start,
  index,
  measure,
  variant,
}: Omit<TaskCardProps, 'taskId'> & { task: Task }) {
  const { actions, reorderEnabled, openTask, text } = useBoardContext();
  const outside = useOutsideFilter(task);
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLDivElement | null>(null);
  const { dragging, edge } = useCardDnd(ref, {
    taskId: task.id,
    quadrant: task.quadrant,
    canDrag: !editing,
    acceptsDrop: reorderEnabled,
  });

  // A keyboard move re-parents or re-orders the note; it asked for focus before the write.
  useLayoutEffect(() => {
    // The list has already scrolled it into view; not scrolling here spares a forced layout.
    if (takeFocus(task.id)) ref.current?.focus({ preventScroll: true });
  });

  const startEditing = useCallback(() => setEditing(true), []);
  const finishEditing = useCallback(
    (title: string | null) => {
      setEditing(false);
      if (title !== null) actions.rename(task, title);
      // Focus comes back to the note once the field is gone, unless the person has already moved
      // on (to another note, to another control): a late frame must not take that from them.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body || ref.current?.contains(active))
          ref.current?.focus();
      });
    },
    [actions, task],
  );

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || editing) return;
    const context = { task, actions, reorderEnabled, startEditing, openTask };
    const command = commandForKey(event, context);
    if (!command) return;
    event.preventDefault();
    command.run(context);
  }

  // A click on the note opens its sheet; clicks on the note's own controls do what they say.
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (editing) return;
    if (event.target instanceof Element && event.target.closest('button, input, textarea, a, label')) return;
    openTask(task.id);
  }

  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      ref.current = element;
      measure(element);
    },
    [measure],
  );

  return (
    <div
      ref={setRef}
      role="listitem"
      aria-label={task.title}
      aria-describedby={outside ? `${taskMetaId(task.id)} outside-${task.id}` : taskMetaId(task.id)}
      aria-posinset={position}
      aria-setsize={setSize}
      data-index={index}
      data-task-id={task.id}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      style={{ transform: `translateY(${start}px)`, backgroundColor: `var(--color-note-${task.color})` }}
      className={cn(
        'group absolute left-0 w-full cursor-pointer [contain:layout_style]',
        'rounded-md px-3 py-2 text-sm text-note-ink shadow-sm ring-1 ring-black/5',
        focusRing,
        // Touch: no text selection or callout on a long press (it lifts the note), and the cues
        // of a touch drag, drawn from data attributes (touch-drag-targets.ts).
        'coarse:select-none coarse:[-webkit-touch-callout:none]',
        'data-[drop-edge=top]:shadow-[0_-3px_0_0_var(--color-indigo-600)]',
        'data-[drop-edge=bottom]:shadow-[0_3px_0_0_var(--color-indigo-600)]',
        dragging && 'opacity-40',
      )}
    >
      {edge && (
        <span
          aria-hidden
          className={cn(
            'pointer-events-none absolute inset-x-0 h-0.5 rounded bg-indigo-600',
            edge === 'top' ? '-top-1' : '-bottom-1',
          )}
        />
      )}
      <TaskCardContent
        task={task}
        editing={editing}
        variant={variant}
        onEdit={startEditing}
        onEditDone={finishEditing}
      />
      {outside && (
        <p
          id={`outside-${task.id}`}
          className="mt-1 flex items-center gap-1 text-xs font-semibold text-note-muted"
        >
          <EyeOff aria-hidden size={12} />
          {text.outsideFilter}
        </p>
      )}
    </div>
  );
}
