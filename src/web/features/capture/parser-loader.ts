/**
 * The capture parser (and chrono-node under it) is a chunk of its own, loaded the first time a
 * quick-add field is focused or the global quick add opens: the board's first load never carries
 * it. Until it arrives, fields work as before (the text is the title).
 */
import { useSyncExternalStore } from 'react';
// Types only: erased from the build, so this import does not pull the parser into this chunk.
import type * as Capture from '../../../shared/capture/index.ts';

export type CaptureModule = typeof Capture;

let loaded: CaptureModule | null = null;
let loading: Promise<CaptureModule> | null = null;
const listeners = new Set<() => void>();

/** Start loading the parser (once); resolves with it. A failed load may be tried again. */
export function loadCaptureParser(): Promise<CaptureModule> {
  loading ??= import('../../../shared/capture/index.ts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** For event handlers: start the load, and let a failure leave the field as a plain title field. */
export function preloadCaptureParser(): void {
  loadCaptureParser().catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => loaded;
const getServerSnapshot = () => null;

/** The parser once loaded, else null; re-renders when it arrives. */
export function useCaptureParser(): CaptureModule | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
