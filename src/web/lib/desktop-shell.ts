/**
 * Whether this page runs inside the desktop app (the Tauri shell in desktop/). Tauri defines
 * `window.__TAURI_INTERNALS__` before any page script runs; the spec still looks a second time
 * after 100 ms (§9), so a shell that injects its bridge late is not taken for a browser.
 * Dependency-free on purpose: the session asks it before a refresh, on the web too.
 */
export const DESKTOP_RECHECK_MS = 100;

/** Whether the desktop shell's bridge is on this page now. */
export function inDesktopShell(): boolean {
  return (
    typeof window !== 'undefined' &&
    '__TAURI_INTERNALS__' in window &&
    window.__TAURI_INTERNALS__ !== undefined
  );
}
