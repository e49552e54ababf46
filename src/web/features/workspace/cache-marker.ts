/**
 * A note in localStorage that this browser holds a fresh persisted workspace for a person
 * (persisted-cache.ts writes it after each save and drops it with the copy). It holds no data, only
 * when the copy was saved: the SPA page's inline script and the client entry read it synchronously
 * to skip downloading 5,000 tasks that the restore is about to show (a warm reload parsed and
 * threw away that download in the same moments it restored). Sign-out's wipe removes it with
 * every other key of the person's.
 */

/** Spec §9: the persisted cache is kept 24 hours. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60_000;

export const CACHE_MARKER_PREFIX = 'quadrant-cached-workspace:';

export function markPersisted(userId: string, savedAt = Date.now()): void {
  try {
    window.localStorage.setItem(CACHE_MARKER_PREFIX + userId, String(savedAt));
  } catch {
    // Storage full or blocked: the next load simply downloads the workspace too.
  }
}

export function forgetPersisted(userId: string): void {
  try {
    window.localStorage.removeItem(CACHE_MARKER_PREFIX + userId);
  } catch {
    // Nothing to forget.
  }
}

/** Whether a restore from this browser is expected to show the person's workspace. */
export function hasFreshPersistedCopy(userId: string, now = Date.now()): boolean {
  try {
    const savedAt = Number(window.localStorage.getItem(CACHE_MARKER_PREFIX + userId));
    return savedAt > 0 && now - savedAt >= 0 && now - savedAt < CACHE_MAX_AGE_MS;
  } catch {
    return false;
  }
}
