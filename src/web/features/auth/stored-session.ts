/**
 * The saved sign-in: what `auth-storage` in localStorage may hold, and the one reader of it.
 * session-store.ts writes it (zustand's persist: `{ state, version }`) and reads it back through
 * `readStoredSession()`; the public header asks it whether this browser is signed in; the SPA
 * page's inline early-pull script, which runs before any module (so without zod), checks the same
 * rules by hand, and scripts/build/early-pull-session.test.ts holds the two to agreement.
 * Rules: a record of another version, unreadable JSON, or a signed-in state missing or mistyping
 * any field is a signed-out session, never an error.
 */
import { z } from 'zod';
import { AUTH_STORAGE_KEY } from './storage-keys.ts';

export const STORED_SESSION_VERSION = 1;

export const AuthUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /**
   * Spec §3: from the access token's roles on the web; always false for a sign-in through the
   * desktop (or a native) shell. Display only: the server decides every admin call from the token
   * it is sent. Absent (sessions saved before it existed) or unreadable: not an admin.
   */
  isAdmin: z.boolean().optional().catch(undefined),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const StoredTokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().nullable(),
  idToken: z.string().nullable(),
  /** Epoch ms at which the access token expires, by this browser's clock. */
  expiresAt: z.number(),
  /** Epoch ms at which it was received: with expiresAt, the token's lifetime. */
  receivedAt: z.number(),
});
export type StoredTokens = z.infer<typeof StoredTokensSchema>;

export const PersistedAuthSchema = z.union([
  z.object({ isAuthenticated: z.literal(true), user: AuthUserSchema, tokens: StoredTokensSchema }),
  z.object({ isAuthenticated: z.literal(false), user: z.null(), tokens: z.null() }),
]);
export type PersistedAuth = z.infer<typeof PersistedAuthSchema>;

export const SIGNED_OUT: PersistedAuth = { isAuthenticated: false, user: null, tokens: null };

const StoredSessionSchema = z.object({
  version: z.literal(STORED_SESSION_VERSION),
  state: PersistedAuthSchema,
});

/** The session a stored `auth-storage` value describes (signed out unless it is a valid one). */
export function parseStoredSession(raw: string | null): PersistedAuth {
  if (raw === null) return SIGNED_OUT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return SIGNED_OUT;
  }
  const parsed = StoredSessionSchema.safeParse(value);
  return parsed.success ? parsed.data.state : SIGNED_OUT;
}

/** The session this browser has saved; signed out when storage is empty, invalid or blocked. */
export function readStoredSession(): PersistedAuth {
  try {
    return parseStoredSession(window.localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy modes).
    return SIGNED_OUT;
  }
}
