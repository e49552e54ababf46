/**
 * The person's wall clock, to the minute, as one tiny external store: due labels and the due
 * filter read it, so "Today 17:00" turns overdue at 17:00 without a reload. One timer for the
 * whole board; it notifies only when the minute changes, so cards re-render once a minute at most.
 */
import { useSyncExternalStore } from 'react';
import { wallClock } from './due-dates.ts';

export interface WallClock {
  date: string;
  time: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;
let snapshot: WallClock | undefined;

function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function read(): WallClock {
  const next = wallClock(new Date(), localTimeZone());
  if (!snapshot || snapshot.date !== next.date || snapshot.time !== next.time) snapshot = next;
  return snapshot;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    const before = snapshot;
    if (read() !== before) for (const l of listeners) l();
  }, 15_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current wall-clock date and time; re-renders the caller when the minute changes. */
export function useWallClock(): WallClock {
  return useSyncExternalStore(subscribe, read, read);
}
