/**
 * rrule, which computes a repeating task's next date, is not in the board's first load (ADR 0036):
 * `shared/recurrence-dates.ts` is fetched when the browser is first idle after a screen that writes
 * tasks shows (`useRecurrenceDatesWhenIdle`), long before a person can complete a repeating task.
 * Until it is here, completing or skipping one still sends the same write at once; only the
 * next occurrence then shows with the server's echo instead of before it.
 */
import { useEffect } from 'react';
import { whenIdle } from '../../components/ui/when-idle.ts';
// Types only: erased from the build, so this import does not pull rrule into this chunk.
import type * as Dates from '../../../shared/recurrence-dates.ts';

export type RecurrenceDates = typeof Dates;

let loaded: RecurrenceDates | null = null;
let loading: Promise<RecurrenceDates> | null = null;

/** Start loading (once); resolves with the module. A failed load may be tried again. */
export function loadRecurrenceDates(): Promise<RecurrenceDates> {
  loading ??= import('../../../shared/recurrence-dates.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The module once loaded, else null (the caller then leaves the date to the server's echo). */
export function recurrenceDates(): RecurrenceDates | null {
  return loaded;
}

/** Fetch the module at the first idle moment after mount. */
export function useRecurrenceDatesWhenIdle(): void {
  useEffect(
    () => (loaded ? undefined : whenIdle(() => void loadRecurrenceDates().catch(() => undefined))),
    [],
  );
}
