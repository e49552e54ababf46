/**
 * The person's wall clock, to the minute, as one tiny external store: due labels and the due
 * filter read it, so "Today 17:00" turns overdue at 17:00 without a reload. One timer for the
 * whole board; it notifies only when the minute changes, so cards re-render once a minute at most.
 */
import { useSyncExternalStore } from 'react';
import { localTimeZone } from '../../lib/intl-cache.ts';
import { wallClock } from './due-dates.ts';

export interface WallClock {
  date: string;
  time: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;
let snapshot: WallClock | undefined;
let readAt = 0;
/** How long a reading is reused: every note with a date asks for it on every render. */
const FRESH_MS = 1000;

/** Read the clock again; the snapshot keeps its identity while the minute stays the same. */
function refresh(): WallClock {
  const next = wallClock(new Date(), localTimeZone());
  readAt = Date.now();
  if (!snapshot || snapshot.date !== next.date || snapshot.time !== next.time) snapshot = next;
  return snapshot;
}

/** React's snapshot: the last reading while it is fresh (building Intl objects per note cost frames). */
function read(): WallClock {
  if (snapshot && Math.abs(Date.now() - readAt) < FRESH_MS) return snapshot;
  return refresh();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    const before = snapshot;
    if (refresh() !== before) for (const l of listeners) l();
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

const NO_CLOCK: WallClock = { date: '', time: '' };
const subscribeToNothing = () => () => {};
const readNothing = () => NO_CLOCK;

/**
 * The wall clock only while `needed` (a due filter is on); otherwise a constant, so a board
 * without one never asks Intl for the time zone on its first render (the first Intl call of a page
 * loads its locale data: ~10 ms in the middle of the cold load).
 */
export function useWallClockIf(needed: boolean): WallClock {
  return useSyncExternalStore(
    needed ? subscribe : subscribeToNothing,
    needed ? read : readNothing,
    needed ? read : readNothing,
  );
}
