/**
 * Due date and optional time, saved as picked. A time needs a date: the time input is disabled
 * without one, and clearing the date clears the time too (the server enforces the same rule).
 */
import { X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldGroup, inputClass, labelClass } from '../../../components/ui/field.tsx';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { TASK_NS } from '../i18n.ts';

export function DueField({ task }: { task: Task }) {
  const { t } = useTranslation(TASK_NS);
  const { updateTask } = useTaskMutations();

  function handleDate(event: ChangeEvent<HTMLInputElement>) {
    // A half-typed date reads as '' too; only a really emptied field clears the date.
    if (event.target.validity.badInput) return;
    const dueDate = event.target.value || null;
    if (dueDate === task.dueDate) return;
    updateTask({ taskId: task.id, changes: dueDate ? { dueDate } : { dueDate: null, dueTime: null } });
  }

  function handleTime(event: ChangeEvent<HTMLInputElement>) {
    if (event.target.validity.badInput) return;
    const dueTime = event.target.value.slice(0, 5) || null;
    if (dueTime !== task.dueTime) updateTask({ taskId: task.id, changes: { dueTime } });
  }

  return (
    <FieldGroup legend={t('fields.due')}>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className={cn(labelClass, 'text-xs font-normal text-slate-700')}>{t('fields.date')}</span>
          <input
            type="date"
            value={task.dueDate ?? ''}
            onChange={handleDate}
            className={cn(inputClass, 'w-44')}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className={cn(labelClass, 'text-xs font-normal text-slate-700')}>{t('fields.time')}</span>
          <input
            type="time"
            value={task.dueTime ?? ''}
            disabled={!task.dueDate}
            onChange={handleTime}
            className={cn(inputClass, 'w-32')}
          />
        </label>
        {task.dueDate && (
          <Button
            variant="ghost"
            size="md"
            onClick={() => updateTask({ taskId: task.id, changes: { dueDate: null, dueTime: null } })}
          >
            <X aria-hidden size={16} />
            {t('due.clear')}
          </Button>
        )}
      </div>
    </FieldGroup>
  );
}
