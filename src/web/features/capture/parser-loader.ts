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

/** The parser's language: the page's, when it is one the parser knows. */
function pageLanguage(module: CaptureModule): Capture.CaptureLanguage {
  const lang = document.documentElement.lang.slice(0, 2);
  return (module.CAPTURE_LANGUAGES as readonly string[]).includes(lang)
    ? (lang as Capture.CaptureLanguage)
    : 'en';
}

/**
 * A first parse builds the language's patterns (tens of milliseconds); done when the main thread
 * is idle, before the parser is handed out, it never lands on a keystroke or an Enter. Fields stay
 * plain title fields until then.
 */
function warmUp(module: CaptureModule): Promise<void> {
  return new Promise((resolve) => {
    const run = () => {
      try {
        module.parseCapture('call the dentist tomorrow at 5pm', {
          language: pageLanguage(module),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
      } catch {
        // Only a warm-up: a real parse that fails is handled where it runs.
      }
      resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
    else setTimeout(run, 0);
  });
}

/** Start loading the parser (once); resolves with it. A failed load may be tried again. */
export function loadCaptureParser(): Promise<CaptureModule> {
  loading ??= import('../../../shared/capture/index.ts').then(
    async (module) => {
      await warmUp(module);
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
