import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** How long to wait for an idle moment before mounting anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Mounts its children once the browser is idle after the first render: for UI that is not part of
 * the page's first paint (the app-store banners, the cookie banner, telemetry), so its code is
 * fetched and run after the page is interactive instead of competing with it. Children may be
 * `lazy` components; nothing shows while they load.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    // Safari has no requestIdleCallback: a short timeout after the first render instead.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(show, 200);
    return () => window.clearTimeout(handle);
  }, []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
