/**
 * The sheet's primary actions, in its header (complete/reopen, delete: the sheet closes, and the
 * toast on the board offers Undo), and its footer: when the task was created and last changed.
 */
import { Check, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
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

export function TaskActions({ task, onDeleted }: { task: Task; onDeleted: () => void }) {
  const { t } = useTranslation([TASK_NS, 'common']);
  const { updateTask, deleteTask } = useTaskMutations();
  return (
    <>
      <Button
        variant={task.completed ? 'secondary' : 'primary'}
        onClick={() => updateTask({ taskId: task.id, changes: { completed: !task.completed } })}
      >
        {task.completed ? <RotateCcw aria-hidden size={16} /> : <Check aria-hidden size={16} />}
        {task.completed ? t('actions.reopen') : t('actions.complete')}
      </Button>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => {
          deleteTask(task);
          onDeleted();
        }}
      >
        <Trash2 aria-hidden size={16} />
        {t('actions.delete')}
      </Button>
    </>
  );
}

export function TaskStamps({ task }: { task: Task }) {
  const { t } = useTranslation(TASK_NS);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-4 text-xs text-slate-700">
      <Stamp label={t('meta.created')} iso={task.createdAt} />
      <Stamp label={t('meta.updated')} iso={task.updatedAt} />
    </p>
  );
}
