/**
 * Whether this browser holds a signed-in session, for the public header's "Go to Dashboard".
 * Read after hydration only (prerendered HTML is the same for everyone), by the session's one
 * reader, `parseStoredSession()` (features/auth/stored-session.ts), so the header and the app
 * never disagree. That reader brings zod (about 26 KB gzip), which public pages otherwise do not
 * load: it is fetched only when this browser has saved a session at all, so a first-time visitor
 * never downloads it, and someone who has signed in before gets the app's schemas early.
 */
import { useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEY } from '../auth/storage-keys.ts';

type Reader = (raw: string | null) => boolean;
let reader: Reader | undefined;
let loading: Promise<void> | undefined;

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); treat as signed out.
    return null;
  }
}

/** Loads the reader once something is stored, then tells the subscriber to read again. */
function loadReaderWhenNeeded(onLoaded: () => void): void {
  if (reader || storedRaw() === null) return;
  loading ??= import('../auth/stored-session.ts').then((m) => {
    reader = (raw) => m.parseStoredSession(raw).isAuthenticated;
  });
  loading.then(onLoaded, () => {
    // Not loaded (offline): the header offers Sign In, which works either way.
    loading = undefined;
  });
}

function readSignedIn(): boolean {
  return reader ? reader(storedRaw()) : false;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = () => {
    loadReaderWhenNeeded(onChange);
    onChange();
  };
  loadReaderWhenNeeded(onChange);
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Signed in on this browser; always false during prerender and hydration's first pass. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readSignedIn, () => false);
}
