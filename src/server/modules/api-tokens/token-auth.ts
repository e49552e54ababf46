/**
 * A personal API token on a request (auth.plugin.ts asks; docs/security.md). Rules:
 * - a token is found by the SHA-256 of its secret, with its account, in one indexed read on every
 *   request: no cache, so a revoked token (its row deleted) or a deleted or disabled account is
 *   refused by the very next request in every process, as the account check of sessions is;
 * - the stored hash is compared with the computed one in constant time as well; the lookup by a
 *   hash tells a timing observer nothing of a secret (it cannot choose inputs by their hash);
 * - an expired token is refused (401), and so is a malformed one before any read;
 * - the request is never an admin's, whatever the account's role;
 * - a use is recorded at most once a minute per token, and the account's visit at most once a day,
 *   so the hot path reads and does not write.
 */
import crypto from 'node:crypto';
import { API_TOKEN_PATTERN } from '../../../shared/contracts/api-tokens.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthUser } from '../auth/token-verifier.ts';
import { touchLastSeen } from '../users/users.repo.ts';
import { findTokenByHash, touchTokenUse } from './api-tokens.repo.ts';
import { hashSecret, scopeOf } from './api-tokens.service.ts';

/** How finely the last use is kept: at most one write per token per this. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const UNKNOWN = 'This API token is not valid: it may have been revoked. Create a new one in your settings.';
const EXPIRED = 'This API token has expired. Create a new one in your settings.';
const GONE = 'This account no longer exists or has been disabled.';

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function createPersonalTokenAuth(db: Database): (secret: string) => Promise<AuthUser> {
  return async (secret) => {
    if (!API_TOKEN_PATTERN.test(secret)) throw new AppError('UNAUTHENTICATED', UNKNOWN);
    const hash = hashSecret(secret);
    const [row] = await findTokenByHash(db, hash);
    if (!row || !sameHash(row.tokenHash, hash)) throw new AppError('UNAUTHENTICATED', UNKNOWN);
    const now = Date.now();
    if (row.expiresAt !== null && row.expiresAt <= now) throw new AppError('UNAUTHENTICATED', EXPIRED);
    if (row.disabledAt !== null || row.deletedAt !== null) throw new AppError('UNAUTHENTICATED', GONE);
    await touchLastSeen(db, row.userId, row.lastSeenAt, now);
    if (row.lastUsedAt === null || now - row.lastUsedAt >= LAST_USED_RESOLUTION_MS)
      await touchTokenUse(db, row.id, now, now - LAST_USED_RESOLUTION_MS);
    return {
      id: row.userId,
      email: row.email,
      name: row.name,
      isAdmin: false,
      expiresAt: row.expiresAt ?? Number.MAX_SAFE_INTEGER,
      apiToken: { id: row.id, scope: scopeOf(row.scope) },
    };
  };
}
