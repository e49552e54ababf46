/**
 * The sheet's footer: when the task was created and last changed, complete/reopen, and delete
 * (which closes the sheet and offers Undo in a toast, like deleting from the board).
 */
import { Check, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { formatDateTime, formatRelative } from '../format.ts';
import { TASK_NS } from '../i18n.ts';

function Stamp({ label, iso }: { label: string; iso: string }) {
  const { i18n } = useTranslation();
  return (
    <span>
      {label}{' '}
      <time dateTime={iso} title={formatDateTime(iso, i18n.language)}>
        {formatRelative(iso, i18n.language)}
      </time>
    </span>
  );
}

export function TaskMeta({ task, onDeleted }: { task: Task; onDeleted: () => void }) {
  const { t } = useTranslation([TASK_NS, 'common']);
  const { updateTask, deleteTask, restoreTask } = useTaskMutations();

  function handleDelete() {
    deleteTask(task);
    onDeleted();
    toast.info(t('toast.deleted', { title: task.title }), {
      action: { label: t('common:actions.undo'), run: () => restoreTask(task) },
    });
  }

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <Stamp label={t('meta.created')} iso={task.createdAt} />
        <Stamp label={t('meta.updated')} iso={task.updatedAt} />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={task.completed ? 'secondary' : 'primary'}
          onClick={() => updateTask({ taskId: task.id, changes: { completed: !task.completed } })}
        >
          {task.completed ? <RotateCcw aria-hidden size={16} /> : <Check aria-hidden size={16} />}
          {task.completed ? t('actions.reopen') : t('actions.complete')}
        </Button>
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={handleDelete}>
          <Trash2 aria-hidden size={16} />
          {t('actions.delete')}
        </Button>
      </div>
    </div>
  );
}
