/**
 * How a task repeats, in words (ADR 0020): a choice of presets anchored on the due date (every
 * day, every weekday, every week on its weekday, every month on its day, every year on its date)
 * or a custom rule; then the next date, "Skip this one" and "Stop repeating". A repeating task
 * needs a date, so choosing a repeat on an undated task dates it on the rule's first day from today. A completed occurrence
 * says where its series went on (or, when the plan had no room for the next one, what to do).
 */
import { Repeat, SkipForward, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { firstOccurrenceFrom, nextOccurrence } from '../../../../shared/recurrence-dates.ts';
import {
  formatRepeat,
  parseRepeat,
  presetSpecs,
  weekdayOfDate,
  type RepeatPreset,
  type RepeatSpec,
} from '../../../../shared/recurrence.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldGroup, inputClass } from '../../../components/ui/field.tsx';
import { formatDay } from '../../../lib/date-labels.ts';
import { describeRepeat, monthDayName, REPEAT_NS, weekdayName } from '../../../lib/repeat-text.ts';
import { personToday } from '../../workspace/next-occurrence.ts';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { RepeatCustom } from './repeat-custom.tsx';

const PRESETS = ['daily', 'weekdays', 'weekly', 'monthly', 'yearly'] as const;

function specOf(task: Task): RepeatSpec | null {
  const parsed = task.repeat ? parseRepeat(task.repeat) : null;
  return parsed?.ok ? parsed.spec : null;
}

/** An occurrence whose series went on elsewhere, or a completed one the plan gave no next. */
function FinishedOccurrence({ task }: { task: Task }) {
  const { t } = useTranslation(REPEAT_NS);
  const location = useLocation();
  if (task.nextOccurrenceId) {
    const search = new URLSearchParams(location.search);
    search.set('task', task.nextOccurrenceId);
    return (
      <p className="text-sm text-slate-700">
        {t('field.continued')}{' '}
        <Link to={{ search: `?${search.toString()}` }} className="font-medium text-indigo-700 underline">
          {t('field.openNext')}
        </Link>
      </p>
    );
  }
  return <p className="text-sm text-amber-800">{t('field.limitPaused')}</p>;
}

export function RepeatField({ task }: { task: Task }) {
  const { t, i18n } = useTranslation(REPEAT_NS);
  const language = i18n.language;
  const { updateTask, skipOccurrence } = useTaskMutations();
  const [customOpen, setCustomOpen] = useState(false);
  const spec = specOf(task);
  const today = personToday();
  const anchor = task.dueDate ?? today;
  const presets = presetSpecs(anchor);
  // A preset only when it is exactly the rule: "weekly" anchored on a Wednesday due date is not a
  // rule for Mondays (the person moved the date), which reads as custom.
  const preset = spec
    ? (PRESETS.find((p) => formatRepeat(presets[p]) === formatRepeat(spec)) ?? 'custom')
    : 'none';
  const choice = spec && customOpen ? 'custom' : preset;

  // A series that went on lives in the next occurrence (reopening this one does not bring it back).
  if (task.nextOccurrenceId || (task.completed && spec))
    return (
      <FieldGroup legend={t('field.legend')}>
        {spec && <p className="text-sm text-slate-800">{describeRepeat(t, language, spec)}</p>}
        <FinishedOccurrence task={task} />
      </FieldGroup>
    );

  function save(next: RepeatSpec | null) {
    if (!next) return updateTask({ taskId: task.id, changes: { repeat: null } });
    // Dating an undated task: its first day on the rule from today ("every weekday" on a Saturday: Monday).
    const dueDate = task.dueDate ?? firstOccurrenceFrom(next, today);
    updateTask({
      taskId: task.id,
      changes: { repeat: formatRepeat(next), ...(task.dueDate ? {} : { dueDate }) },
    });
  }

  function handleChoice(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value as RepeatPreset | 'none';
    setCustomOpen(value === 'custom');
    if (value === 'none') save(null);
    else if (value === 'custom') {
      if (!spec) save(presets.weekly);
    } else save(presets[value]);
  }

  const labels: Record<(typeof PRESETS)[number], string> = {
    daily: t('summary.daily'),
    weekdays: t('summary.weekdays'),
    weekly: t('summary.weekly', { days: weekdayName(weekdayOfDate(anchor), language, 'long') }),
    monthly: t('summary.monthly', { day: presets.monthly.monthDay }),
    yearly: t('summary.yearly', {
      date: monthDayName(presets.yearly.month ?? 1, presets.yearly.monthDay ?? 1, language),
    }),
  };
  const next = spec && task.dueDate ? nextOccurrence(spec, task.dueDate, today) : null;

  return (
    <FieldGroup legend={t('field.legend')}>
      <label className="sr-only" htmlFor={`repeat-${task.id}`}>
        {t('field.choice')}
      </label>
      <select
        id={`repeat-${task.id}`}
        value={choice}
        onChange={handleChoice}
        aria-describedby={task.dueDate ? undefined : `repeat-hint-${task.id}`}
        className={cn(inputClass, 'sm:max-w-80')}
      >
        <option value="none">{t('field.none')}</option>
        {PRESETS.map((p) => (
          <option key={p} value={p}>
            {labels[p]}
          </option>
        ))}
        <option value="custom">{t('field.custom')}</option>
      </select>
      {!task.dueDate && (
        <p id={`repeat-hint-${task.id}`} className="text-xs text-slate-600">
          {t('field.hintUndated')}
        </p>
      )}
      {spec && choice === 'custom' && <RepeatCustom spec={spec} anchor={anchor} onChange={save} />}
      {spec && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex items-start gap-1.5 text-sm text-slate-800">
            <Repeat aria-hidden size={14} className="mt-0.5 shrink-0" />
            <span>
              {describeRepeat(t, language, spec)}
              {next && (
                <span className="text-slate-600">
                  {' · '}
                  {t('field.next', { date: formatDay(next, today, language) })}
                </span>
              )}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => skipOccurrence(task.id)}>
              <SkipForward aria-hidden size={14} />
              {t('field.skip')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => save(null)}>
              <X aria-hidden size={14} />
              {t('field.stop')}
            </Button>
          </div>
        </div>
      )}
    </FieldGroup>
  );
}
