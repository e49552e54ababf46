/** The quadrant as a radio group of four, numbered like the board's keys 1–4. */
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { QUADRANTS } from '../../../../shared/quadrants.ts';
import { cn } from '../../../components/ui/cn.ts';
import { FieldGroup } from '../../../components/ui/field.tsx';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { TASK_NS } from '../i18n.ts';

export function QuadrantField({ task }: { task: Task }) {
  const { t } = useTranslation([TASK_NS, 'common']);
  const { updateTask } = useTaskMutations();
  return (
    <FieldGroup legend={t('fields.quadrant')}>
      <div className="grid grid-cols-2 gap-2">
        {QUADRANTS.map((q) => (
          <label key={q} className="cursor-pointer">
            <input
              type="radio"
              name={`quadrant-${task.id}`}
              value={q}
              checked={task.quadrant === q}
              onChange={() => updateTask({ taskId: task.id, changes: { quadrant: q } })}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-full items-center gap-2 rounded-md px-3 py-2 text-sm ring-1 ring-slate-300',
                'peer-checked:bg-indigo-50 peer-checked:font-semibold peer-checked:text-indigo-900 peer-checked:ring-2 peer-checked:ring-indigo-600',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
              )}
            >
              <span aria-hidden className="font-mono text-xs text-slate-600">
                {q}
              </span>
              <span className="flex flex-col">
                <span>{t(`common:quadrants.${q}.label`)}</span>
                <span className="text-xs font-normal text-slate-600">
                  {t(`common:quadrants.${q}.subtitle`)}
                </span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
