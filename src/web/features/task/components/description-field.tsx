/**
 * The description: the Tiptap editor, fetched on first open of a sheet (its own chunk), saved 400 ms
 * after typing stops and on blur. While the chunk loads, a placeholder of the same size.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { labelClass } from '../../../components/ui/field.tsx';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { useDebouncedSave } from '../hooks/use-debounced-save.ts';
import { TASK_NS } from '../i18n.ts';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

export function DescriptionField({ task }: { task: Task }) {
  const { t } = useTranslation(TASK_NS);
  const { updateTask } = useTaskMutations();
  const { schedule, flush } = useDebouncedSave((description: string) => {
    if (description !== task.description) updateTask({ taskId: task.id, changes: { description } });
  });
  return (
    <div className="flex flex-col gap-1.5">
      <span aria-hidden className={labelClass}>
        {t('fields.description')}
      </span>
      <Suspense
        fallback={
          <div className="min-h-40 rounded-md border border-slate-300 p-3 text-sm text-slate-600">
            {t('editor.loading')}
          </div>
        }
      >
        <RichTextEditor
          value={task.description}
          label={t('fields.description')}
          onChange={schedule}
          onBlur={flush}
        />
      </Suspense>
    </div>
  );
}
