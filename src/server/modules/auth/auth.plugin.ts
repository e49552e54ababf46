/**
 * Authentication for the API: every route registered inside this plugin's scope requires a valid
 * bearer token; `request.user` is then set. Rules:
 * - no token or a bad one is 401 UNAUTHENTICATED; the user id is the token's `sub`, never
 *   anything the client sends;
 * - a valid token is admitted only for an account that exists and is neither disabled nor deleted,
 *   checked on every request (one primary-key read, no cache), so deleting or disabling an
 *   account refuses its tokens at once in every process; the same read tells whether today's
 *   visit is recorded (inactivity is measured from it: at most one write per user per day);
 * - only with an external issuer does a first-seen subject get a row, and never the subject of a
 *   deleted account; the embedded provider's accounts are created by sign-up alone;
 * - a personal API token (`qdt_…`, modules/api-tokens) is looked up with its account in one read
 *   on every request (so a revoked token is refused at once in every process), never carries the
 *   admin role, and may call only what its scope allows (token-access.ts). The sync socket takes
 *   session tokens only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import {
  accountStatus,
  provisionExternalUser,
  touchLastSeen,
  updateUserProfile,
} from '../users/users.repo.ts';
import { API_TOKEN_PREFIX } from '../../../shared/contracts/api-tokens.ts';
import { assertTokenMayCall } from './token-access.ts';
import { InvalidTokenError, type AuthUser, type VerifyAccessToken } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const GONE_MESSAGE = 'This account no longer exists or has been disabled. Please sign in again.';

/**
 * Admits a verified token's user if the account may act. With an external issuer, a first-seen
 * subject is provisioned, and e-mail and name are brought up to date once per process (bounded).
 */
export function createAdmission(
  db: Database,
  opts: { externalIssuer: boolean },
  max = 10_000,
): (user: AuthUser) => Promise<void> {
  const synced = new Set<string>();
  return async (user) => {
    let account = await accountStatus(db, user.id);
    if (account.status === 'missing' && opts.externalIssuer && (await provisionExternalUser(db, user)))
      account = await accountStatus(db, user.id);
    if (account.status !== 'active') throw new AppError('UNAUTHENTICATED', GONE_MESSAGE);
    // Inactivity (3 years, then erasure) is measured from this: one write per user per day.
    await touchLastSeen(db, user.id, account.lastSeenAt);
    if (!opts.externalIssuer || synced.has(user.id)) return;
    await updateUserProfile(db, user.id, { email: user.email, name: user.name });
    if (synced.size >= max) synced.clear();
    synced.add(user.id);
  };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export interface Authenticator {
  verify: VerifyAccessToken;
  /** Throws UNAUTHENTICATED unless the user's account exists and is enabled. */
  admit: (user: AuthUser) => Promise<void>;
  /**
   * A personal API token's user (token and account checked in one read), or UNAUTHENTICATED;
   * without it, personal tokens are refused.
   */
  personal?: (secret: string) => Promise<AuthUser>;
}

export function isPersonalToken(token: string | null): token is string {
  return token?.startsWith(API_TOKEN_PREFIX) === true;
}

/** A personal API token's user, or UNAUTHENTICATED. */
export async function authenticatePersonalToken(auth: Authenticator, token: string): Promise<AuthUser> {
  if (!auth.personal) throw new AppError('UNAUTHENTICATED', 'Personal API tokens are not accepted here.');
  return auth.personal(token);
}

/** Turns a session's token into a user, or throws UNAUTHENTICATED. Used by HTTP and the socket alike. */
export async function authenticateToken(auth: Authenticator, token: string | null): Promise<AuthUser> {
  if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (isPersonalToken(token))
    throw new AppError(
      'UNAUTHENTICATED',
      'A personal API token works on the API and /mcp only: this needs a signed-in session.',
    );
  let user: AuthUser;
  try {
    user = await auth.verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError)
      throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    throw err;
  }
  await auth.admit(user);
  return user;
}

/** Adds the `onRequest` check to the scope it is called in. */
export function requireAuthentication(app: FastifyInstance, auth: Authenticator): void {
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!isPersonalToken(token)) {
      request.user = await authenticateToken(auth, token);
      return;
    }
    const user = await authenticatePersonalToken(auth, token);
    assertTokenMayCall(request, user);
    request.user = user;
  });
}

/** The signed-in user of a request inside an authenticated scope. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.user;
}
