/**
 * The note's colour: ten swatches as one radio group (arrow keys move and pick), each named by its
 * translated colour name; the chosen one is ringed and ticked, and named next to the legend.
 */
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { TASK_COLORS } from '../../../../shared/colors.ts';
import { cn } from '../../../components/ui/cn.ts';
import { FieldGroup } from '../../../components/ui/field.tsx';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { TASK_NS } from '../i18n.ts';

export function ColorField({ task }: { task: Task }) {
  const { t } = useTranslation([TASK_NS, 'common']);
  const { updateTask } = useTaskMutations();
  return (
    <FieldGroup
      legend={
        <>
          {t('fields.color')}
          <span className="ml-2 font-normal text-slate-700">{t(`common:colors.${task.color}`)}</span>
        </>
      }
    >
      <div className="flex flex-wrap gap-2">
        {TASK_COLORS.map((color) => {
          const checked = task.color === color;
          return (
            <label key={color} className="relative cursor-pointer" title={t(`common:colors.${color}`)}>
              <input
                type="radio"
                name={`color-${task.id}`}
                value={color}
                checked={checked}
                onChange={() => updateTask({ taskId: task.id, changes: { color } })}
                className="peer sr-only"
              />
              <span className="sr-only">{t(`common:colors.${color}`)}</span>
              <span
                aria-hidden
                style={{ backgroundColor: `var(--color-note-${color})` }}
                className={cn(
                  'flex size-9 items-center justify-center rounded-full ring-1 ring-black/20',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
                  checked && 'ring-2 ring-slate-900',
                )}
              >
                {checked && <Check size={18} className="text-slate-900" />}
              </span>
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}
