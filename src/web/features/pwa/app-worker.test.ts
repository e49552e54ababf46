import { afterEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING_MESSAGE } from '../../sw/paths.ts';
import {
  applyUpdate,
  REGISTER_DELAY_MS,
  startAppWorker,
  watchUpdates,
  type UpdateEvent,
} from './app-worker.ts';

/** A registration and a container that dispatch the events the browser would. */
function fakeWorkers({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const registration = new EventTarget() as EventTarget & {
    waiting: ServiceWorker | null;
    installing: (EventTarget & { state: string }) | null;
  };
  const makeWorker = () =>
    Object.assign(new EventTarget(), {
      state: 'installing',
      postMessage: vi.fn(),
    }) as unknown as ServiceWorker & EventTarget & { postMessage: ReturnType<typeof vi.fn> };
  registration.waiting = waiting ? makeWorker() : null;
  registration.installing = null;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? makeWorker() : null,
  });
  /** A new version downloads and installs; it then waits. */
  function install() {
    const worker = makeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    (worker as unknown as { state: string }).state = 'installed';
    registration.installing = null;
    registration.waiting = worker;
    worker.dispatchEvent(new Event('statechange'));
    return worker;
  }
  return {
    registration: registration as unknown as ServiceWorkerRegistration,
    container: container as unknown as ServiceWorkerContainer,
    install,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watchUpdates', () => {
  it('says nothing about the first worker of this browser', () => {
    const workers = fakeWorkers({ controlled: false, waiting: false });
    const notify = vi.fn();
    watchUpdates(workers.registration, workers.container, notify);
    workers.install();
    workers.container.dispatchEvent(new Event('controllerchange'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers a version that was already waiting when the page opened', () => {
    const workers = fakeWorkers({ controlled: true, waiting: true });
    const events: UpdateEvent[] = [];
    watchUpdates(workers.registration, workers.container, (e) => events.push(e));
    expect(events.map((e) => e.kind)).toEqual(['ready']);
  });

  it('tells a tab when another tab let a new version take over', () => {
    const workers = fakeWorkers({ controlled: true, waiting: false });
    const events: UpdateEvent[] = [];
    watchUpdates(workers.registration, workers.container, (e) => events.push(e));
    workers.container.dispatchEvent(new Event('controllerchange'));
    expect(events).toEqual([{ kind: 'taken-over' }]);
  });

  // Last: applying an update is this tab's state from then on.
  it('offers a version installed while the page is open, and reloads this tab once it takes over', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const workers = fakeWorkers({ controlled: true, waiting: false });
    const events: UpdateEvent[] = [];
    watchUpdates(workers.registration, workers.container, (e) => events.push(e));
    const waiting = workers.install();
    expect(events).toEqual([{ kind: 'ready', waiting }]);
    const posted = vi.spyOn(waiting, 'postMessage');

    applyUpdate(waiting);
    expect(posted).toHaveBeenCalledWith({ type: SKIP_WAITING_MESSAGE });
    expect(reload).not.toHaveBeenCalled();
    workers.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('registers the worker only a while after the page has loaded, then at an idle moment', async () => {
    vi.useFakeTimers();
    const register = vi.fn(() => Promise.resolve(new EventTarget()));
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: Object.assign(new EventTarget(), { register }),
    });
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 1));
    const stop = startAppWorker(() => undefined);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    stop();
    vi.useRealTimers();
  });

  it('registers none in the Teams tab, a frame the worker never answers', async () => {
    vi.useFakeTimers();
    const register = vi.fn(() => Promise.resolve(new EventTarget()));
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: Object.assign(new EventTarget(), { register }),
    });
    vi.stubGlobal('isSecureContext', true);
    window.history.replaceState(null, '', '/app?isTeams=true');
    const stop = startAppWorker(() => undefined);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS * 3);
    expect(register).not.toHaveBeenCalled();
    stop();
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
    vi.useRealTimers();
  });
});
