/**
 * The title, edited in place: saved 400 ms after typing stops, on blur, and on Enter (which never
 * inserts a line break: titles are one line that wraps). An empty title is not saved; leaving the
 * field empty puts the stored title back.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TITLE_MAX, type Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { useDraftText } from '../hooks/use-draft-text.ts';
import { TASK_NS } from '../i18n.ts';

export function TitleField({ task }: { task: Task }) {
  const { t } = useTranslation(TASK_NS);
  const { updateTask } = useTaskMutations();
  const text = useDraftText(task.title, (title) => updateTask({ taskId: task.id, changes: { title } }));

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    text.flush();
  }

  return (
    <Field label={t('fields.title')} error={text.blank ? t('errors.titleRequired') : undefined}>
      {(control) => (
        <textarea
          {...control}
          rows={1}
          maxLength={TASK_TITLE_MAX}
          value={text.value}
          onChange={text.onChange}
          onKeyDown={handleKeyDown}
          onBlur={text.onBlur}
          className={cn(inputClass, 'field-sizing-content resize-none text-lg font-semibold')}
        />
      )}
    </Field>
  );
}
