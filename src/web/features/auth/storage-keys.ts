/**
 * Where the session lives in localStorage. Its own module, without dependencies, so that code
 * which must stay small (the public pages, the early-pull inline script's builder) can name the
 * key without loading the session's schema.
 */
export const AUTH_STORAGE_KEY = 'auth-storage';

/** The spec's plain keys (spec §3), mirroring the store for the native and desktop shells. */
export const MIRROR_KEYS = {
  accessToken: 'authToken',
  refreshToken: 'refreshToken',
  idToken: 'idToken',
  userId: 'userId',
} as const;
