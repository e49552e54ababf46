/**
 * Authentication for the API: every route registered inside this plugin's scope requires a valid
 * bearer token; `request.user` is then set. Users first seen through an external issuer get a row.
 * Rules: no token or a bad one is 401 UNAUTHENTICATED; the user id is the token's `sub`, never
 * anything the client sends.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { upsertUserFromToken } from '../users/users.repo.ts';
import { InvalidTokenError, type AuthUser, type VerifyAccessToken } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Remembers which users have a row, so a request costs no write. Bounded. */
export function createUserProvisioner(db: Database, max = 10_000): (user: AuthUser) => Promise<void> {
  const known = new Set<string>();
  return async (user) => {
    if (known.has(user.id)) return;
    await upsertUserFromToken(db, user);
    if (known.size >= max) known.clear();
    known.add(user.id);
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
  provision: (user: AuthUser) => Promise<void>;
}

/** Turns a token into a user, or throws UNAUTHENTICATED. Used by HTTP and the socket alike. */
export async function authenticateToken(auth: Authenticator, token: string | null): Promise<AuthUser> {
  if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  let user: AuthUser;
  try {
    user = await auth.verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError)
      throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    throw err;
  }
  await auth.provision(user);
  return user;
}

/** Adds the `onRequest` check to the scope it is called in. */
export function requireAuthentication(app: FastifyInstance, auth: Authenticator): void {
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = await authenticateToken(auth, bearerToken(request));
  });
}

/** The signed-in user of a request inside an authenticated scope. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.user;
}
