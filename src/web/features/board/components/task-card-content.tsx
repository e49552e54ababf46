import { ArrowRightLeft, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useAttachmentCount, useChecklistProgress, useReminderCount } from '../../workspace/use-workspace.ts';
import { useBoardContext } from '../board-context.ts';
import { openMoveTo } from '../move-to-store.ts';
import { TaskMeta } from './task-meta.tsx';
import { TitleEditor } from './title-editor.tsx';

export interface TaskCardContentProps {
  task: Task;
  editing: boolean;
  variant: 'note' | 'row';
  onEdit: () => void;
  onEditDone: (title: string | null) => void;
}

/**
 * What a note shows: the complete checkbox, the title (or its editor), what the task holds, and
 * the pointer shortcuts to move, edit and delete. Keyboard users have the same through the note's
 * commands, so these controls stay out of the tab order. On a touch screen (`coarse`) every control
 * is a 44 px target, "Move to…" is always shown (there is no hover to reveal it), and edit and
 * delete give way to it: a tap opens the sheet, which renames and deletes. Text colours are the
 * note inks of app.css, AA on every note colour; a completed title is struck through, not faded.
 */
export const TaskCardContent = memo(function TaskCardContent({
  task,
  editing,
  variant,
  onEdit,
  onEditDone,
}: TaskCardContentProps) {
  const { actions, text } = useBoardContext();
  // Each a cached per-task lookup: a checklist tick re-renders only its own note.
  const checklist = useChecklistProgress(task.id);
  const attachments = useAttachmentCount(task.id);
  const reminders = useReminderCount(task.id);

  return (
    <>
      <div className="flex items-start gap-2">
        {/* The label is the target (24 px with a mouse, 44 px on touch) without moving the box from where it sits. */}
        <label className="-ms-1 -mt-0.5 -mb-1.5 flex shrink-0 p-1 coarse:-my-2.5 coarse:-ms-3 coarse:mt-[-0.65rem] coarse:size-11 coarse:items-center coarse:justify-center">
          <input
            type="checkbox"
            tabIndex={-1}
            checked={task.completed}
            aria-label={text.complete(task.title)}
            onChange={() => actions.toggleComplete(task)}
            className="size-4 accent-indigo-600 coarse:size-6"
          />
        </label>
        {editing ? (
          <TitleEditor initial={task.title} onDone={onEditDone} />
        ) : (
          <p className={cn('min-w-0 flex-1 break-words', task.completed && 'text-note-muted line-through')}>
            {task.title}
            {task.completed && <span className="sr-only"> ({text.completedState})</span>}
          </p>
        )}
        {/* 24 px buttons with a mouse (without growing the note), 44 px on touch. */}
        {!editing && (
          <span className="-my-[3px] flex shrink-0 gap-0.5 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 coarse:-my-2.5 coarse:-me-3 coarse:opacity-100">
            <button
              type="button"
              tabIndex={-1}
              aria-label={text.moveTo(task.title)}
              onClick={() => openMoveTo(task.id)}
              className="rounded p-[5px] hover:bg-black/10 coarse:inline-flex coarse:size-11 coarse:items-center coarse:justify-center dark:hover:bg-note-ink/15"
            >
              <ArrowRightLeft aria-hidden size={14} />
            </button>
            <button
              type="button"
              tabIndex={-1}
              aria-label={text.edit(task.title)}
              onClick={onEdit}
              className="rounded p-[5px] hover:bg-black/10 coarse:hidden dark:hover:bg-note-ink/15"
            >
              <Pencil aria-hidden size={14} />
            </button>
            <button
              type="button"
              tabIndex={-1}
              aria-label={text.remove(task.title)}
              onClick={() => actions.remove(task)}
              className="rounded p-[5px] hover:bg-black/10 coarse:hidden dark:hover:bg-note-ink/15"
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </span>
        )}
      </div>
      <TaskMeta
        task={task}
        variant={variant}
        checklist={checklist}
        attachments={attachments}
        reminders={reminders}
      />
    </>
  );
});
