import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useAttachmentCount, useChecklistProgress } from '../../workspace/use-workspace.ts';
import { useBoardContext } from '../board-context.ts';
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
 * the pointer shortcuts to edit and delete. Keyboard users have the same through the note's
 * commands, so these controls stay out of the tab order. Text colours are the note inks of
 * app.css, AA on every note colour; a completed title is struck through, not faded.
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

  return (
    <>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          tabIndex={-1}
          checked={task.completed}
          aria-label={text.complete(task.title)}
          onChange={() => actions.toggleComplete(task)}
          className="mt-0.5 size-4 shrink-0 accent-indigo-600"
        />
        {editing ? (
          <TitleEditor initial={task.title} onDone={onEditDone} />
        ) : (
          <p className={cn('min-w-0 flex-1 break-words', task.completed && 'text-note-muted line-through')}>
            {task.title}
            {task.completed && <span className="sr-only"> ({text.completedState})</span>}
          </p>
        )}
        {!editing && (
          <span className="flex shrink-0 gap-0.5 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
            <button
              type="button"
              tabIndex={-1}
              aria-label={text.edit(task.title)}
              onClick={onEdit}
              className="rounded p-0.5 hover:bg-black/10 dark:hover:bg-note-ink/15"
            >
              <Pencil aria-hidden size={14} />
            </button>
            <button
              type="button"
              tabIndex={-1}
              aria-label={text.remove(task.title)}
              onClick={() => actions.remove(task)}
              className="rounded p-0.5 hover:bg-black/10 dark:hover:bg-note-ink/15"
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </span>
        )}
      </div>
      <TaskMeta task={task} variant={variant} checklist={checklist} attachments={attachments} />
    </>
  );
});
