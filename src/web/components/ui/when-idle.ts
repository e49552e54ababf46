/**
 * Runs `task` when the browser is next idle (within `timeout` ms at the latest), for code that is
 * not needed for the first paint but should be there before the person reaches for it.
 * Returns a cancel function. Safari has no requestIdleCallback: a short timeout instead.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
