import { AlignLeft, Check, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useBoardContext } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';
import { DueBadge } from './due-badge.tsx';
import { TitleEditor } from './title-editor.tsx';

export interface TaskCardContentProps {
  task: Task;
  editing: boolean;
  variant: 'note' | 'row';
  onEdit: () => void;
  onEditDone: (title: string | null) => void;
}

/** The id of a card's detail line, which the card names as its description. */
export function taskMetaId(taskId: string): string {
  return `task-meta-${taskId}`;
}

/** The second line of a note: due date, checklist progress, attachments, a description marker. */
function TaskMeta({ task, variant }: { task: Task; variant: 'note' | 'row' }) {
  const { t } = useTranslation(BOARD_NS);
  const hasDescription = task.description !== '';
  const showCompleted = variant === 'row' && task.completed;
  // Always rendered (the card points its description at it); an empty line takes no room.
  return (
    <p
      id={taskMetaId(task.id)}
      className="mt-1 flex empty:hidden flex-wrap items-center gap-x-3 gap-y-0.5 ps-6 text-xs text-note-muted"
    >
      {task.dueDate && (
        <>
          <DueBadge task={task} />{' '}
        </>
      )}
      {hasDescription && (
        <span className="inline-flex items-center" title={t('task.hasDescription')}>
          <AlignLeft aria-hidden size={12} />
          <span className="sr-only">{`${t('task.hasDescription')}.`}</span>{' '}
        </span>
      )}
      {showCompleted && (
        <span className="inline-flex items-center gap-1">
          <Check aria-hidden size={12} />
          {t('task.completedState')}
        </span>
      )}
    </p>
  );
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
  const { t } = useTranslation(BOARD_NS);
  const { actions } = useBoardContext();

  return (
    <>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          tabIndex={-1}
          checked={task.completed}
          aria-label={t('task.complete', { title: task.title })}
          onChange={() => actions.toggleComplete(task)}
          className="mt-0.5 size-4 shrink-0 accent-indigo-600"
        />
        {editing ? (
          <TitleEditor initial={task.title} onDone={onEditDone} />
        ) : (
          <p className={cn('min-w-0 flex-1 break-words', task.completed && 'text-note-muted line-through')}>
            {task.title}
            {task.completed && <span className="sr-only"> ({t('task.completedState')})</span>}
          </p>
        )}
        {!editing && (
          <span className="flex shrink-0 gap-0.5 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('task.edit', { title: task.title })}
              onClick={onEdit}
              className="rounded p-0.5 hover:bg-black/10"
            >
              <Pencil aria-hidden size={14} />
            </button>
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('task.delete', { title: task.title })}
              onClick={() => actions.remove(task)}
              className="rounded p-0.5 hover:bg-black/10"
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </span>
        )}
      </div>
      <TaskMeta task={task} variant={variant} />
    </>
  );
});
