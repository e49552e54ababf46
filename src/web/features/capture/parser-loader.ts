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

/** Set when someone is waiting for the parser (a held Enter): the warm-up at idle is skipped. */
let urgent = false;
let hurryWarmUp: (() => void) | null = null;

/**
 * A first parse builds the language's patterns (tens of milliseconds); done when the main thread
 * is idle, before the parser is handed out, it never lands on a keystroke or an Enter. Fields stay
 * plain title fields until then. When an Enter is already waiting for the parser, there is nothing
 * to protect and an idle moment can be half a second away on a busy page: the parser is handed out
 * at once, and the waiting text's own parse is the first.
 */
function warmUp(module: CaptureModule): Promise<void> {
  if (urgent) return Promise.resolve();
  return new Promise((resolve) => {
    const run = () => {
      hurryWarmUp = null;
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
    let cancel: () => void;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 500 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 0);
      cancel = () => clearTimeout(handle);
    }
    hurryWarmUp = () => {
      hurryWarmUp = null;
      cancel();
      resolve();
    };
  });
}

/**
 * Start loading the parser (once); resolves with it. A failed load may be tried again. `waiting`:
 * someone's Enter is held for it, so it is handed out without waiting for an idle moment.
 */
export function loadCaptureParser(opts: { waiting?: boolean } = {}): Promise<CaptureModule> {
  if (opts.waiting) {
    urgent = true;
    hurryWarmUp?.();
  }
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
