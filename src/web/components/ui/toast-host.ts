/**
 * Where toasts show: at the bottom of the page, or inside the open sheet while one is open. A modal
 * sheet makes everything outside it inert (no clicks, no focus, hidden from screen readers), so a
 * toast about an edit made in the sheet ("Color changed · Undo") must be part of the sheet to be
 * usable. A sheet registers its element while it is open; the newest one is the host.
 */
import { useSyncExternalStore } from 'react';

let hosts: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

/** Makes `element` the toasts' host until the returned function is called. */
export function hostToasts(element: HTMLElement): () => void {
  hosts = [...hosts, element];
  for (const listener of listeners) listener();
  return () => {
    hosts = hosts.filter((h) => h !== element);
    for (const listener of listeners) listener();
  };
}

function currentHost(): HTMLElement | null {
  return hosts.at(-1) ?? null;
}

export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentHost,
    () => null,
  );
}
