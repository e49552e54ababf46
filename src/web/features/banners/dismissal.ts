/**
 * Remembered dismissals (spec §2: "dismissal persisted"), in localStorage, read through
 * useSyncExternalStore so the prerendered HTML (no banner) and the first client render agree.
 */
import { useSyncExternalStore } from 'react';

export const DISMISSAL_KEYS = {
  desktopWidget: 'desktop-widget-dismissed',
  iosBanner: 'ios-banner-dismissed',
} as const;
export type DismissalKey = (typeof DISMISSAL_KEYS)[keyof typeof DISMISSAL_KEYS];

const listeners = new Set<() => void>();
/** Dismissed in this page's lifetime, for browsers whose storage is blocked. */
const closedHere = new Set<DismissalKey>();

export function isDismissed(key: DismissalKey): boolean {
  if (closedHere.has(key)) return true;
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function dismiss(key: DismissalKey): void {
  closedHere.add(key);
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Storage blocked: the banner stays closed until the page is reloaded.
  }
  for (const l of listeners) l();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether the banner was dismissed; `true` during prerender and hydration so nothing flashes. */
export function useDismissed(key: DismissalKey): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDismissed(key),
    () => true,
  );
}
