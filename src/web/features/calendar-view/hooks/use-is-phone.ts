/**
 * Whether the screen is phone-sized (640 px or less), as a subscription to the media query: the
 * calendar swaps the month grid for a week strip and a day list there, rather than hiding a grid
 * of hundreds of cells with CSS.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 640px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

function read(): boolean {
  return media()?.matches ?? false;
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
