import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { FailureBackoff } from '../../http/throttle.ts';
import type { IdentityKeys } from './keys.ts';

/** What the identity module's parts are built from. */
export interface IdentityDeps {
  config: Config;
  db: Database;
  keys: IdentityKeys;
  log: FastifyBaseLogger;
  /** Failed sign-ins and token grants per account (see http/throttle.ts). */
  signInBackoff: FailureBackoff;
}

/** The provider's long-lived (session) cookie; also used to clear it on sign-out. */
export const SESSION_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', signed: true } as const;
