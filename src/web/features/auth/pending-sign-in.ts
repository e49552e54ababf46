/**
 * The sign-in in progress, kept in sessionStorage under `code-verifier` (spec §3) between leaving
 * for the identity provider and coming back to /callback. Rules:
 * - the PKCE verifier is 96 characters (spec §9) of the unreserved alphabet, from the CSPRNG;
 * - state and nonce are fresh per attempt; the callback must present the same state;
 * - pending data older than one hour is treated as absent (spec §9);
 * - it is read once: the callback removes it whether the exchange works or not.
 * Also here: the path a person asked for before being sent to sign in, restored afterwards.
 */
import { z } from 'zod';

export const PENDING_SIGN_IN_KEY = 'code-verifier';
export const RETURN_TO_KEY = 'auth-return-to';
export const PENDING_TTL_MS = 60 * 60 * 1000;
export const VERIFIER_LENGTH = 96;

const PendingSignInSchema = z.object({
  verifier: z.string().regex(/^[A-Za-z0-9_-]{96}$/),
  state: z.string().min(16),
  nonce: z.string().min(16),
  createdAt: z.number(),
});
export type PendingSignIn = z.infer<typeof PendingSignInSchema>;

function randomBase64Url(byteCount: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteCount));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 72 random bytes are exactly 96 base64url characters, no padding. */
export function createCodeVerifier(): string {
  return randomBase64Url((VERIFIER_LENGTH / 4) * 3);
}

/** Start a new attempt: fresh verifier, state and nonce, stored for the callback. */
export function createPendingSignIn(now = Date.now()): PendingSignIn {
  const pending: PendingSignIn = {
    verifier: createCodeVerifier(),
    state: randomBase64Url(32),
    nonce: randomBase64Url(32),
    createdAt: now,
  };
  window.sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
  return pending;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The stored attempt, or null when absent, unreadable or older than an hour. */
export function readPendingSignIn(now = Date.now()): PendingSignIn | null {
  const raw = window.sessionStorage.getItem(PENDING_SIGN_IN_KEY);
  if (raw === null) return null;
  const parsed = PendingSignInSchema.safeParse(parseJson(raw));
  if (
    !parsed.success ||
    now - parsed.data.createdAt > PENDING_TTL_MS ||
    parsed.data.createdAt > now + 60_000
  ) {
    clearPendingSignIn();
    return null;
  }
  return parsed.data;
}

export function clearPendingSignIn(): void {
  window.sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
}

/** Only paths inside the app: never another origin (`//evil`, `/\evil`) or a public page. */
export function isSafeReturnPath(path: string): boolean {
  return /^\/app(?:[/?#]|$)/.test(path) && !path.includes('\\');
}

export function rememberReturnPath(path: string): void {
  if (isSafeReturnPath(path)) window.sessionStorage.setItem(RETURN_TO_KEY, path);
}

/** The remembered path, left in place (the login page says why it is asked for), else null. */
export function peekReturnPath(): string | null {
  const path = window.sessionStorage.getItem(RETURN_TO_KEY);
  return path !== null && isSafeReturnPath(path) ? path : null;
}

/** The remembered path (once), else the board. */
export function takeReturnPath(): string {
  const path = window.sessionStorage.getItem(RETURN_TO_KEY);
  window.sessionStorage.removeItem(RETURN_TO_KEY);
  return path !== null && isSafeReturnPath(path) ? path : '/app/board';
}
