/**
 * Whether this browser holds a signed-in session, for the public header's "Go to Dashboard".
 * Read from the app's persisted `auth-storage` after hydration only (prerendered HTML is the same
 * for everyone). Parsed by hand rather than with zod so the public pages don't ship a schema
 * library for one boolean.
 */
import { useSyncExternalStore } from 'react';

const AUTH_STORAGE_KEY = 'auth-storage';

/** `{ state: { isAuthenticated: true } }` and nothing looser. */
export function isSignedInSnapshot(raw: string | null): boolean {
  if (raw === null) return false;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null || !('state' in value)) return false;
  const state = value.state;
  if (typeof state !== 'object' || state === null || !('isAuthenticated' in state)) return false;
  return state.isAuthenticated === true;
}

function readSignedIn(): boolean {
  try {
    return isSignedInSnapshot(window.localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy modes); treat as signed out.
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Signed in on this browser; always false during prerender and hydration's first pass. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readSignedIn, () => false);
}
