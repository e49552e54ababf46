/**
 * A task's reminders: the list (each removable) and a way to add one — at the due time, a preset
 * or custom time before it, or at a chosen date and time. Relative choices need a due date; a due
 * date without a time counts from 09:00 (the server's rule, ADR 0019). At most
 * REMINDERS_PER_TASK_MAX (the server enforces it too).
 */
import { Bell, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REMINDER_OFFSET_MAX,
  REMINDER_PRESETS,
  REMINDERS_PER_TASK_MAX,
} from '../../../../shared/contracts/reminders.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldGroup, inputClass, labelClass } from '../../../components/ui/field.tsx';
import { offsetLabel, reminderLabel } from '../../reminders/reminder-label.ts';
import { REMINDERS_NS } from '../../reminders/reminders-i18n.ts';
import { useReminderMutations } from '../../workspace/reminder-mutations.ts';
import { useReminders } from '../../workspace/use-workspace.ts';

const UNITS = { minutes: 1, hours: 60, days: 24 * 60 } as const;
type Unit = keyof typeof UNITS;

const smallLabel = cn(labelClass, 'text-xs font-normal text-slate-700');

export function RemindersField({ task }: { task: Task }) {
  const { t, i18n } = useTranslation(REMINDERS_NS);
  const reminders = useReminders(task.id);
  const { addReminder, removeReminder } = useReminderMutations();
  const hasDue = task.dueDate !== null;
  const [choice, setChoice] = useState<string>(hasDue ? '15' : 'moment');
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<Unit>('hours');
  const [moment, setMoment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const base = useId();
  const errorId = `${base}-error`;
  const ids = {
    choice: `${base}-choice`,
    amount: `${base}-amount`,
    unit: `${base}-unit`,
    moment: `${base}-moment`,
  };
  const full = reminders.length >= REMINDERS_PER_TASK_MAX;
  const effective = !hasDue && choice !== 'moment' ? 'moment' : choice;

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (effective === 'moment') {
      const at = new Date(moment);
      if (!moment || Number.isNaN(at.getTime()) || at.getTime() <= Date.now())
        return setError(t('field.past'));
      addReminder(task.id, { at: at.toISOString() });
      return;
    }
    const minutes = effective === 'custom' ? Math.round(Number(amount) * UNITS[unit]) : Number(effective);
    if (!Number.isFinite(minutes) || minutes < 0 || minutes > REMINDER_OFFSET_MAX) return;
    addReminder(task.id, { offsetMinutes: minutes });
  }

  return (
    <FieldGroup legend={t('field.label')}>
      {reminders.length === 0 ? (
        <p className="text-sm text-slate-600">{t('field.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {reminders.map((r) => {
            const label = reminderLabel(t, i18n.language, r);
            return (
              <li key={r.id} className="flex items-center gap-2 text-sm text-slate-900">
                <Bell aria-hidden size={14} className="text-slate-600" />
                <span className="flex-1">{label}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('field.remove', { label })}
                  onClick={() => removeReminder(r)}
                >
                  <X aria-hidden size={16} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-600">{t('field.limit', { max: REMINDERS_PER_TASK_MAX })}</p>
      ) : (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={handleAdd}
          aria-label={t('field.add')}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.choice} className={smallLabel}>
              {t('field.choice')}
            </label>
            <select
              id={ids.choice}
              value={effective}
              onChange={(e) => setChoice(e.currentTarget.value)}
              className={cn(inputClass, 'w-56')}
            >
              {REMINDER_PRESETS.map((m) => (
                <option key={m} value={String(m)} disabled={!hasDue}>
                  {offsetLabel(t, m)}
                </option>
              ))}
              <option value="custom" disabled={!hasDue}>
                {t('field.custom')}
              </option>
              <option value="moment">{t('field.moment')}</option>
            </select>
          </div>
          {effective === 'custom' && (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.amount} className={smallLabel}>
                  {t('field.amount')}
                </label>
                <input
                  id={ids.amount}
                  type="number"
                  min={1}
                  max={999}
                  required
                  value={amount}
                  onChange={(e) => setAmount(e.currentTarget.value)}
                  className={cn(inputClass, 'w-20')}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.unit} className={smallLabel}>
                  {t('field.unit')}
                </label>
                <select
                  id={ids.unit}
                  value={unit}
                  onChange={(e) => setUnit(e.currentTarget.value as Unit)}
                  className={cn(inputClass, 'w-28')}
                >
                  {(Object.keys(UNITS) as Unit[]).map((u) => (
                    <option key={u} value={u}>
                      {t(`field.units.${u}`)}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
          {effective === 'moment' && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.moment} className={smallLabel}>
                {t('field.momentLabel')}
              </label>
              <input
                id={ids.moment}
                type="datetime-local"
                required
                value={moment}
                aria-invalid={error !== null || undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => setMoment(e.currentTarget.value)}
                className={cn(inputClass, 'w-56')}
              />
            </div>
          )}
          <Button type="submit" variant="secondary">
            {t('field.add')}
          </Button>
        </form>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {!hasDue && <p className="mt-1 text-xs text-slate-600">{t('field.needsDue')}</p>}
      {hasDue && task.dueTime === null && (
        <p className="mt-1 text-xs text-slate-600">{t('field.defaultTime')}</p>
      )}
    </FieldGroup>
  );
}
