/**
 * The outbox's last resort when a page goes away (ADR 0043). A write is stored in IndexedDB at once
 * (outbox-storage.ts), but that transaction commits a few milliseconds later, and one still open
 * when the page is unloaded is aborted: a reload or a closed tab in that window lost the write, though
 * the header had already counted it. On `pagehide` the outbox writes the writes IndexedDB has not
 * confirmed into localStorage, which is synchronous; the next start takes them back, merges them
 * with what IndexedDB kept (the same mutation id is one write) and stores them properly.
 *
 * One key per page (`<prefix><userId>:<pageId>`), so two tabs never overwrite each other's journal.
 * Like every key of the person's, sign-out's wipe removes them (browser-wipe.ts). What comes back is
 * parsed, never trusted: an entry that no longer reads as a write is dropped.
 */
import { bySubmission, parseStoredWrite, type StoredWrite } from './outbox-storage.ts';

export const JOURNAL_PREFIX = 'quadrant-outbox-journal:';

/**
 * Record this page's unconfirmed writes, replacing what it recorded before; none removes its key
 * (a page back from the back/forward cache stores and sends its writes itself).
 */
export function writeJournal(userId: string, pageId: string, writes: readonly StoredWrite[]): void {
  const key = `${JOURNAL_PREFIX}${userId}:${pageId}`;
  try {
    if (writes.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(writes));
  } catch {
    // Storage full or blocked: the writes have only IndexedDB, as before the journal.
  }
}

/** Every page's journal for `userId`, removed from localStorage, in submission order. */
export function takeJournal(userId: string): StoredWrite[] {
  const prefix = `${JOURNAL_PREFIX}${userId}:`;
  const writes: StoredWrite[] = [];
  try {
    const local = window.localStorage;
    for (const key of Object.keys(local)) {
      if (!key.startsWith(prefix)) continue;
      const text = local.getItem(key);
      local.removeItem(key);
      let values: unknown;
      try {
        values = JSON.parse(text ?? 'null');
      } catch {
        continue;
      }
      if (!Array.isArray(values)) continue;
      for (const value of values) {
        const write = parseStoredWrite(value, userId);
        if (write) writes.push(write);
      }
    }
  } catch {
    // Blocked storage holds no journal.
  }
  return writes.sort(bySubmission);
}
