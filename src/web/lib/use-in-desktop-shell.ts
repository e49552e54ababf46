import { useSyncExternalStore } from 'react';
import { DESKTOP_RECHECK_MS, inDesktopShell } from './desktop-shell.ts';

function subscribe(onChange: () => void): () => void {
  const timer = setTimeout(onChange, DESKTOP_RECHECK_MS);
  return () => clearTimeout(timer);
}

/** For rendering: whether this is the desktop app, looked at again 100 ms after mounting. */
export function useInDesktopShell(): boolean {
  return useSyncExternalStore(subscribe, inDesktopShell, () => false);
}
