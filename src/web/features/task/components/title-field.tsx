/**
 * The title, edited in place: saved 400 ms after typing stops, on blur, and on Enter (which never
 * inserts a line break: titles are one line that wraps). An empty title is not saved; leaving the
 * field empty puts the stored title back.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TITLE_MAX, type Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { useDebouncedSave } from '../hooks/use-debounced-save.ts';
import { TASK_NS } from '../i18n.ts';

export function TitleField({ task }: { task: Task }) {
  const { t } = useTranslation(TASK_NS);
  const { updateTask } = useTaskMutations();
  // null while not editing: the field shows the stored title, including changes from elsewhere.
  const [draft, setDraft] = useState<string | null>(null);
  const { schedule, flush } = useDebouncedSave((title: string) => {
    const trimmed = title.trim();
    if (trimmed && trimmed !== task.title) updateTask({ taskId: task.id, changes: { title: trimmed } });
  });
  const empty = draft !== null && draft.trim() === '';

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    flush();
  }

  return (
    <Field label={t('fields.title')} error={empty ? t('errors.titleRequired') : undefined}>
      {(control) => (
        <textarea
          {...control}
          rows={1}
          maxLength={TASK_TITLE_MAX}
          value={draft ?? task.title}
          onChange={(event) => {
            setDraft(event.target.value);
            schedule(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            flush();
            setDraft(null);
          }}
          className={cn(inputClass, 'field-sizing-content resize-none text-lg font-semibold')}
        />
      )}
    </Field>
  );
}
