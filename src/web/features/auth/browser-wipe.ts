/**
 * Sign-out leaves nothing of the person in this browser (issue 10, ADR 0027): every IndexedDB
 * database, every Cache Storage cache that can hold their data, this tab's session storage, every
 * localStorage key but the device's own choices, and the push subscription (a reminder for them
 * must not appear for the next person), and in the desktop app the tokens its shell keeps in the
 * operating system's credential store. The precache (build output) and the public pages' copies
 * are the same bytes for everyone and stay, so the app still opens offline.
 *
 * The synchronous part runs at once; the rest is awaited by whoever leaves the page next. A marker
 * in localStorage survives a wipe cut short (a closed tab, a database held open elsewhere), and
 * `browserDataReady()` finishes it at the next start: code that restores stored data (the
 * persisted query cache) awaits it first.
 */
import { TEAMS_CONTEXT_KEY, TEAMS_HOST_KEY } from '../../lib/client-platform.ts';
import { inDesktopShell } from '../../lib/desktop-shell.ts';
import { holdsNoUserData } from '../../sw/paths.ts';

/** Device choices, not the person's: they survive sign-out (see device-keys.test.ts). */
export const DEVICE_LOCAL_KEYS: readonly string[] = [
  'userLanguage',
  'userTheme',
  'landing-cookie-consent',
  'cookie-consent-region',
  'desktop-widget-dismissed',
  'ios-banner-dismissed',
];
/** Session keys that say where the app runs, not who uses it: the Teams tab stays one. */
export const DEVICE_SESSION_KEYS: readonly string[] = [TEAMS_CONTEXT_KEY, TEAMS_HOST_KEY];
export const WIPE_PENDING_KEY = 'quadrant-wipe-pending';
/** How long a database held open elsewhere may delay leaving (the marker finishes it later). */
const BLOCKED_WAIT_MS = 1_500;

type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

/**
 * Run before the wipe deletes anything: close database connections, stop persisting. A database
 * with an open connection cannot be deleted until that connection closes.
 */
export function beforeBrowserWipe(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

/** This tab's session storage, but for where the app runs (DEVICE_SESSION_KEYS). */
export function clearSessionStorage(): void {
  const session = window.sessionStorage;
  for (const key of Object.keys(session)) if (!DEVICE_SESSION_KEYS.includes(key)) session.removeItem(key);
}

function clearStorages(): void {
  try {
    const local = window.localStorage;
    for (const key of Object.keys(local)) {
      if (!DEVICE_LOCAL_KEYS.includes(key) && key !== WIPE_PENDING_KEY) local.removeItem(key);
    }
    local.setItem(WIPE_PENDING_KEY, '1');
    clearSessionStorage();
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onsuccess = done;
    request.onerror = done;
    // Held open elsewhere: it goes when that connection closes; the marker makes sure of it.
    request.onblocked = () => {
      timer = setTimeout(resolve, BLOCKED_WAIT_MS);
    };
  });
}

async function deleteDatabases(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  await Promise.all(databases.flatMap((db) => (db.name ? [deleteDatabase(db.name)] : [])));
  return (await indexedDB.databases()).length === 0;
}

async function deleteCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !holdsNoUserData(name)).map((name) => caches.delete(name)));
}

async function dropPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/** Never rejects: a shell that cannot be asked holds nothing the page can reach. */
async function forgetShellTokens(): Promise<void> {
  if (!inDesktopShell()) return;
  try {
    const { clearDesktopTokens } = await import('./platforms/desktop-commands.ts');
    await clearDesktopTokens();
  } catch {
    // The chunk could not load (offline): the next sign-in replaces what the shell kept.
  }
}

/**
 * `shell`: the desktop shell forgetting its tokens, passed on a sign-out only: never on a resumed
 * wipe, which may run after the next sign-in has begun.
 */
async function runWipe(shell: Promise<void> = Promise.resolve()): Promise<void> {
  await Promise.all([...cleanups].map(async (cleanup) => cleanup()));
  const [results] = await Promise.all([
    Promise.allSettled([deleteDatabases(), deleteCaches(), dropPushSubscription()]),
    shell,
  ]);
  const complete =
    results.every((r) => r.status === 'fulfilled') && results[0].status === 'fulfilled' && results[0].value;
  if (complete) window.localStorage.removeItem(WIPE_PENDING_KEY);
}

let inFlight: Promise<void> | null = null;

/** Wipe the person's data from this browser. Storage is cleared before this returns. */
export function wipeBrowserData(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  clearStorages();
  const forgetting = forgetShellTokens();
  inFlight ??= runWipe(forgetting)
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Resolves when no wipe is pending: finishes one a closed tab or a held database cut short. */
export function browserDataReady(): Promise<void> {
  if (inFlight) return inFlight;
  try {
    if (typeof window === 'undefined' || window.localStorage.getItem(WIPE_PENDING_KEY) === null) {
      return Promise.resolve();
    }
  } catch {
    return Promise.resolve();
  }
  inFlight ??= runWipe()
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
