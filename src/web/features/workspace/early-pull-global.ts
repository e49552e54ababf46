/**
 * Where the SPA page's HTML leaves the board's initial pull when it starts it before any module
 * has loaded (scripts/build/early-pull-script.ts); `startWorkspacePull()` takes it from there, once.
 */
export const EARLY_PULL_GLOBAL = '__quadrantEarlyPull';

declare global {
  interface Window {
    [EARLY_PULL_GLOBAL]?: Promise<Response>;
  }
}

/** The pull the HTML started, if any; it can be taken once. */
export function takeHtmlPull(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const pull = window[EARLY_PULL_GLOBAL];
  delete window[EARLY_PULL_GLOBAL];
  return pull;
}
