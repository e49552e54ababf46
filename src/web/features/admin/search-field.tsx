/**
 * A text filter applied once typing pauses for 500 ms (spec §5, §9 "search debounce 500 ms"), so a
 * search of a large installation is asked once per word, not once per key.
 */
import { useEffect, useRef, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';

export const SEARCH_DEBOUNCE_MS = 500;

/** `commit(value)` runs once typing has paused for `delay`; a later call restarts the wait. */
export function useDebouncedCommit(commit: (value: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  }, [commit]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (value: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latest.current(value), delay);
  };
}

export function SearchField({
  label,
  value,
  onCommit,
  placeholder,
  type = 'search',
  className,
}: {
  label: string;
  /** The applied value (from the URL): the field starts with it. */
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'text';
  className?: string;
}) {
  const [text, setText] = useState(value);
  const schedule = useDebouncedCommit(onCommit);
  return (
    <Field label={label} {...(className ? { className } : {})}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
          onChange={(event) => {
            setText(event.target.value);
            schedule(event.target.value.trim());
          }}
        />
      )}
    </Field>
  );
}

/** A choice among a filter's values; the empty value is "all". */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T | '';
  options: readonly { value: T | ''; label: string }[];
  onChange: (value: T | '') => void;
  className?: string;
}) {
  return (
    <Field label={label} {...(className ? { className } : {})}>
      {(control) => (
        <select
          {...control}
          value={value}
          className={inputClass}
          onChange={(event) => {
            const chosen = options.find((o) => o.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value || 'all'} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
