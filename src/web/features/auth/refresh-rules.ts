/**
 * When the web session refreshes its access token (spec §4, §9; ADR 0054). Pure, so the rules are
 * tested without a clock or a provider. Rules:
 * - a token with under 300 s left is due for a refresh;
 * - but never twice within 60 s (the minimum gap, counted from when the tokens were received, so
 *   it holds across tabs, which share them through storage), unless the token can no longer be
 *   sent (5 s or less left): with 5-minute tokens the 300 s rule alone would refresh on every call;
 * - every 480 s a background refresh runs whatever is left, under the same gap;
 * - the status is looked at every 30 s.
 */
import type { StoredTokens } from './stored-session.ts';

/** Refresh when less than this is left (spec §9: "under 300 s remaining"). */
export const REFRESH_MARGIN_MS = 300_000;
/** A token with this or less left is not sent (the session client's minimum validity, spec §4). */
export const MIN_VALIDITY_MS = 5_000;
/** No refresh sooner than this after the last one (spec §9: "minimum gap 60 s"). */
export const MIN_REFRESH_GAP_MS = 60_000;
/** The background refresh (spec §9: "every 480000 ms"). */
export const BACKGROUND_REFRESH_MS = 480_000;
/** How often the token's status is looked at (spec §9: "status polled every 30 s"). */
export const STATUS_POLL_MS = 30_000;

/** Why a refresh is asked for: a token running out, or the 480 s background refresh. */
export type RefreshCause = 'expiry' | 'background';

/** Whether the token can still be sent (more than the minimum validity left). */
export function stillUsable(tokens: StoredTokens, now: number): boolean {
  return tokens.expiresAt - now > MIN_VALIDITY_MS;
}

function gapPassed(tokens: StoredTokens, now: number): boolean {
  return now - tokens.receivedAt >= MIN_REFRESH_GAP_MS;
}

/** Whether these tokens should be refreshed now, for this cause. */
export function needsRefresh(tokens: StoredTokens, now: number, cause: RefreshCause = 'expiry'): boolean {
  if (!stillUsable(tokens, now)) return true;
  if (!gapPassed(tokens, now)) return false;
  return cause === 'background' || tokens.expiresAt - now < REFRESH_MARGIN_MS;
}

/** The `Not authenticated` of spec §8: an expiry check asked of a session that has no token. */
export class NotAuthenticatedError extends Error {
  override name = 'NotAuthenticatedError';
  constructor() {
    super('Not authenticated');
  }
}

/**
 * Whether the token expires within `minValidityMs` (keycloak-js's `isTokenExpired`). Throws
 * `Not authenticated` without a token: the caller asked about a session there is not.
 */
export function tokenExpiresWithin(tokens: StoredTokens | null, minValidityMs: number, now: number): boolean {
  if (!tokens) throw new NotAuthenticatedError();
  return tokens.expiresAt - now < minValidityMs;
}
