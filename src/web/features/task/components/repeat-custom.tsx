/**
 * The custom repeat: "every N days/weeks/months/years", the weekdays of a weekly rule as seven
 * toggle buttons (aria-pressed; the last one left cannot be turned off), and the day of a monthly
 * rule (29–31 fall on a shorter month's last day, as the hint says). Saved as changed.
 */
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPEAT_FREQS,
  REPEAT_INTERVAL_MAX,
  presetSpecs,
  type RepeatFreq,
  type RepeatSpec,
} from '../../../../shared/recurrence.ts';
import { cn } from '../../../components/ui/cn.ts';
import { inputClass, labelClass } from '../../../components/ui/field.tsx';
import { REPEAT_NS, weekdayName } from '../../../lib/repeat-text.ts';

const WEEK = [0, 1, 2, 3, 4, 5, 6];

function wholeIn(text: string, min: number, max: number): number | null {
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** A number field that saves whole numbers in range and shows the stored one again on leaving. */
function NumberInput({
  label,
  value,
  min,
  max,
  onValue,
  className,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onValue: (n: number) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setDraft(event.target.value);
    const n = wholeIn(event.target.value, min, max);
    if (n !== null && n !== value) onValue(n);
  }
  // inputClass is full width: the box around it sets the width.
  return (
    <span className={cn('inline-block', className)}>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft ?? String(value)}
        onChange={handleChange}
        onBlur={() => setDraft(null)}
        className={inputClass}
      />
    </span>
  );
}

export function RepeatCustom({
  spec,
  anchor,
  onChange,
}: {
  spec: RepeatSpec;
  /** The date a change of unit anchors on (the due date, or today). */
  anchor: string;
  onChange: (spec: RepeatSpec) => void;
}) {
  const { t, i18n } = useTranslation(REPEAT_NS);
  const language = i18n.language;

  function handleUnit(event: ChangeEvent<HTMLSelectElement>) {
    const freq = event.target.value as RepeatFreq;
    if (freq === spec.freq) return;
    onChange({ ...presetSpecs(anchor)[freq], interval: spec.interval });
  }

  function toggleDay(day: number) {
    const on = spec.weekdays.includes(day);
    if (on && spec.weekdays.length === 1) return;
    const weekdays = on
      ? spec.weekdays.filter((d) => d !== day)
      : [...spec.weekdays, day].sort((a, b) => a - b);
    onChange({ ...spec, weekdays });
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">{t('custom.every')}</span>
        <NumberInput
          label={t('custom.interval')}
          value={spec.interval}
          min={1}
          max={REPEAT_INTERVAL_MAX}
          onValue={(interval) => onChange({ ...spec, interval })}
          className="w-20"
        />
        <span className="inline-block w-36">
          <select
            aria-label={t('custom.unit')}
            value={spec.freq}
            onChange={handleUnit}
            className={inputClass}
          >
            {REPEAT_FREQS.map((freq) => (
              <option key={freq} value={freq}>
                {t(`custom.units.${freq}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
      {spec.freq === 'weekly' && (
        <div role="group" aria-label={t('custom.onDays')} className="flex flex-wrap gap-1">
          {WEEK.map((day) => {
            const on = spec.weekdays.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                aria-label={weekdayName(day, language, 'long')}
                onClick={() => toggleDay(day)}
                className={cn(
                  'h-10 min-w-10 rounded-md border px-1.5 text-sm font-medium',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  on
                    ? 'border-indigo-700 bg-indigo-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                {weekdayName(day, language)}
              </button>
            );
          })}
        </div>
      )}
      {spec.freq === 'monthly' && (
        <label className="flex flex-wrap items-center gap-2">
          <span className={cn(labelClass, 'font-normal text-slate-700')}>{t('custom.dayOfMonth')}</span>
          <NumberInput
            label={t('custom.dayOfMonth')}
            value={spec.monthDay ?? 1}
            min={1}
            max={31}
            onValue={(monthDay) => onChange({ ...spec, monthDay })}
            className="w-20"
          />
          {(spec.monthDay ?? 1) > 28 && (
            <span className="text-xs text-slate-600">{t('custom.shortMonths')}</span>
          )}
        </label>
      )}
    </div>
  );
}
