/**
 * Tabs whose choice is in the URL (`?tab=`), so a tab can be linked: the WAI-ARIA tabs pattern
 * (arrow keys, Home and End move and select; one tab stop).
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';

export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  children,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  function handleKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    list.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${tab.value}`)?.focus();
  }
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={`${idPrefix}-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={cn(
                '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium coarse:min-h-11',
                selected
                  ? 'border-indigo-600 text-indigo-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${value}`}
        tabIndex={0}
        className={cn('rounded-md', focusRing)}
      >
        {children}
      </div>
    </div>
  );
}
