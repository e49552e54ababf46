/**
 * "Move to date": a date and an optional time for one task. It is the keyboard and touch
 * alternative to every calendar drag (any day, not only the next one), and how a task from the
 * unscheduled tray gets a date without a pointer.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useCalendar } from '../calendar-context.ts';
import { isDate } from '../calendar-dates.ts';
import { CALENDAR_NS } from '../i18n.ts';

export function MoveDialog({
  task,
  defaultDate,
  onClose,
}: {
  task: Task;
  /** The day offered for an undated task: the day the person is looking at. */
  defaultDate: string;
  onClose: () => void;
}) {
  const { t } = useTranslation([CALENDAR_NS, 'common']);
  const { reschedule } = useCalendar();
  const [date, setDate] = useState(task.dueDate ?? defaultDate);
  const [time, setTime] = useState(task.dueTime ?? '');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isDate(date)) {
      setError(t('move.invalidDate'));
      return;
    }
    onClose();
    reschedule.moveTo(task, date, time === '' ? null : time);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('move.title', { title: task.title })}
      closeLabel={t('common:actions.close')}
      onCloseAutoFocus={(event) => {
        // Back to the task wherever it now is (its chip moved days); else where focus came from.
        const chip = document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(task.id)}"]`);
        if (!chip) return;
        event.preventDefault();
        chip.focus();
      }}
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <Field label={t('move.date')} error={error}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('move.time')} hint={t('move.timeHint')}>
          {(control) => (
            <input
              {...control}
              type="time"
              step={60}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit">{t('move.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
