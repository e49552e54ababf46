/**
 * Two tiny stores the board's parts share without re-rendering each other: the card that should take
 * focus when it next renders (after a keyboard move re-parents it), and the live-region message.
 */
type Listener = () => void;

let pendingFocus: string | null = null;

/** Ask the card of `taskId` to take focus when it next renders (it may be about to move or mount). */
export function requestFocus(taskId: string): void {
  pendingFocus = taskId;
}

export function pendingFocusId(): string | null {
  return pendingFocus;
}

/** Whether `taskId` was asked for focus; clears the request when it was. */
export function takeFocus(taskId: string): boolean {
  if (pendingFocus !== taskId) return false;
  pendingFocus = null;
  return true;
}

interface Announcement {
  text: string;
  serial: number;
}
let announcement: Announcement = { text: '', serial: 0 };
const listeners = new Set<Listener>();

/** Say something in the board's polite live region. */
export function announce(text: string): void {
  announcement = { text, serial: announcement.serial + 1 };
  for (const l of listeners) l();
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAnnouncement(): Announcement {
  return announcement;
}
