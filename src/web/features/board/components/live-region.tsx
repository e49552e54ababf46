import { useSyncExternalStore } from 'react';
import { getAnnouncement, subscribeAnnouncements } from '../board-stores.ts';

/** The board's polite live region: moves, adds and deletes are spoken here. */
export function LiveRegion() {
  const { text, serial } = useSyncExternalStore(subscribeAnnouncements, getAnnouncement, getAnnouncement);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {/* Alternating a trailing space makes a repeated message a change, so it is spoken again. */}
      {serial % 2 === 0 ? text : `${text}\u00a0`}
    </div>
  );
}
