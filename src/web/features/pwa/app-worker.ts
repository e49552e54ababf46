/**
 * The page's side of the service worker (ADR 0027): register /sw.js a few seconds after the page
 * has loaded (its precache downloads must not compete with the board's first load), and tell the
 * page when a new version is ready. A new worker waits until the person chooses to reload: `applyUpdate` lets it
 * take over and reloads this tab when it does; another tab that sees the change is told instead.
 */
import { clientPlatform } from '../../lib/client-platform.ts';
import { SKIP_WAITING_MESSAGE } from '../../sw/paths.ts';

export const WORKER_URL = '/sw.js';

export type UpdateEvent = { kind: 'ready'; waiting: ServiceWorker } | { kind: 'taken-over' };

export function workersSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Calls `notify` when a new version waits (now or later) or another tab let one take over. */
export function watchUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  notify: (event: UpdateEvent) => void,
): () => void {
  // With no controller, a worker that appears is the first one: nothing to update from.
  const hadController = container.controller !== null;
  const offerWaiting = () => {
    if (registration.waiting && container.controller)
      notify({ kind: 'ready', waiting: registration.waiting });
  };
  const onUpdateFound = () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  };
  const onControllerChange = () => {
    if (applying) window.location.reload();
    else if (hadController) notify({ kind: 'taken-over' });
  };
  offerWaiting();
  registration.addEventListener('updatefound', onUpdateFound);
  container.addEventListener('controllerchange', onControllerChange);
  return () => {
    registration.removeEventListener('updatefound', onUpdateFound);
    container.removeEventListener('controllerchange', onControllerChange);
  };
}

let applying = false;

/** Let the waiting worker take over; this tab reloads when it has (see `watchUpdates`). */
export function applyUpdate(waiting: ServiceWorker | null): void {
  applying = true;
  if (waiting) waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
  else window.location.reload();
}

/**
 * How long after the load event the worker waits. The board's first paint comes well after the
 * load event (its data and render follow the modules), and its idle gaps in between are short:
 * registering in one of them started the precache's ~90 downloads and the worker's own start
 * in the middle of the cold load.
 */
export const REGISTER_DELAY_MS = 3_000;

function afterLoad(run: () => void): () => void {
  let cancelled = false;
  const start = () => {
    const go = () => {
      if (!cancelled) run();
    };
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(go);
      else go();
    }, REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}

/** Registers the worker after the page has loaded, then watches for updates. Returns a stop. */
export function startAppWorker(notify: (event: UpdateEvent) => void): () => void {
  // The Teams tab is a frame the worker never answers (sw/paths.ts), and offline or push there is
  // Teams' business: it registers none (ADR 0050).
  if (!workersSupported() || clientPlatform() === 'teams') return () => {};
  let stopWatching = () => {};
  let stopped = false;
  const stopLoading = afterLoad(() => {
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then((registration) => {
        if (!stopped) stopWatching = watchUpdates(registration, navigator.serviceWorker, notify);
      })
      // No worker (a browser setting, a private window): the app works online as before.
      .catch(() => undefined);
  });
  return () => {
    stopped = true;
    stopLoading();
    stopWatching();
  };
}
