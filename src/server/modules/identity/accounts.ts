/**
 * Accounts of the embedded provider: registration, password sign-in, the claims tokens carry and
 * what the activity log says of them (sign-ups, sign-ins, refused sign-ins). Rules: e-mails are stored lower-case and unique; an unknown
 * e-mail and a wrong password fail the same way, in the same time; `admin` comes from
 * ADMIN_EMAILS or users.role, never from anything the person sends.
 */
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { newId } from '../../../shared/ids.ts';
import { hasNul, NUL_MESSAGE } from '../../../shared/contracts/text.ts';
import type { IdentityTheme } from '../../../shared/identity-theme.ts';
import type { BrokerId } from '../../config-brokers.ts';
import { recordActivity, type Person, type RequestOrigin } from '../activity/activity.repo.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../users/users.repo.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

export const RegistrationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((s) => !hasNul(s), NUL_MESSAGE),
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(8).max(200),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const SignInSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().max(200),
});

/** Where a request came from (the client address as TRUST_PROXY says). */
export type RequestInfo = RequestOrigin;

/** How a person signed in or up: their password, or the provider that vouched for them. */
export type SignInMethod = 'password' | BrokerId;

/** Why a sign-in was refused, as the activity log says it (never which one to the person). */
export type SignInFailure = 'unknown_account' | 'wrong_password' | 'disabled' | 'throttled' | 'invalid_input';

export type RegisterResult = { ok: true; user: UserRow } | { ok: false; reason: 'email_taken' };

/**
 * A new account from the create-account form. `theme` is the one the person chose in the app
 * before they had an account (shared/identity-theme.ts): the account keeps it, so the app does not
 * switch to the system's theme the moment the new account's settings arrive.
 */
export async function registerAccount(
  db: Database,
  input: Registration,
  info: RequestInfo,
  theme?: IdentityTheme,
): Promise<RegisterResult> {
  if (await findUserByEmail(db, input.email)) return { ok: false, reason: 'email_taken' };
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const fields = {
        id: newId(),
        email: input.email,
        name: input.name,
        passwordHash,
        theme: theme ?? null,
      };
      const row = await insertUser(trx, fields);
      await recordRegistration(trx, row, 'password', info);
      await recordSignIn(trx, row, 'password', info);
      return row;
    });
    return { ok: true, user };
  } catch (err) {
    // Two registrations for one address at once: the unique index decides.
    if (await findUserByEmail(db, input.email)) return { ok: false, reason: 'email_taken' };
    throw err;
  }
}

/** The user for a correct e-mail and password, else null; either way the log records the attempt. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
  info: RequestInfo,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user) {
    await recordFailedSignIn(db, null, 'unknown_account', info);
    return null;
  }
  const refused = !ok ? 'wrong_password' : user.disabledAt !== null ? 'disabled' : null;
  if (refused) {
    await recordFailedSignIn(db, user, refused, info);
    return null;
  }
  await db.transaction().execute((trx) => recordSignIn(trx, user, 'password', info));
  return user;
}

/** Marks the sign-in on the account and records it: pass the transaction it belongs to. */
export async function recordSignIn(
  trx: Database,
  user: Person,
  method: SignInMethod,
  info: RequestInfo,
): Promise<void> {
  const now = Date.now();
  await trx
    .updateTable('users')
    .set({ lastLoginAt: now, lastSeenAt: now })
    .where('id', '=', user.id)
    .execute();
  await recordActivity(trx, { action: 'user.login', user, actor: 'self', details: { method }, origin: info });
}

export async function recordRegistration(
  trx: Database,
  user: Person,
  method: SignInMethod,
  info: RequestInfo,
): Promise<void> {
  await recordActivity(trx, {
    action: 'user.register',
    user,
    actor: 'self',
    details: { method },
    origin: info,
  });
}

/**
 * A sign-out, written once the provider has ended the session: the session lives in the
 * provider's store, whose writes are not ours to join in one transaction.
 */
export async function recordSignOut(db: Database, userId: string, info: RequestInfo): Promise<void> {
  const user = await findUserById(db, userId);
  if (user) await recordActivity(db, { action: 'user.logout', user, actor: 'self', origin: info });
}

/**
 * A refused sign-in, written on its own (nothing else changed). An address no account has is not
 * kept in any form — not even hashed, as a plain hash of an address is undone by guessing — so
 * the log never becomes a list of addresses people tried: such an entry names nobody and keeps
 * only the reason, the request's address and its user agent.
 */
export async function recordFailedSignIn(
  db: Database,
  user: Person | null,
  reason: SignInFailure,
  info: RequestInfo,
): Promise<void> {
  await recordActivity(db, {
    action: 'user.login_failed',
    user: user ? { id: user.id, email: user.email } : null,
    actor: user ? 'self' : 'system',
    details: { method: 'password', reason },
    origin: info,
    success: false,
  });
}

export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  preferred_username: string;
  realm_access: { roles: string[] };
}

export function claimsFor(user: UserRow, adminEmails: string[]): AccountClaims {
  const admin = user.role === 'admin' || adminEmails.includes(user.email.toLowerCase());
  return {
    sub: user.id,
    email: user.email,
    // Quadrant does not send confirmation mails, so it never claims an address was verified.
    email_verified: false,
    name: user.name,
    preferred_username: user.email,
    realm_access: { roles: admin ? ['admin'] : [] },
  };
}

export function findAccountClaims(
  db: Database,
  id: string,
  adminEmails: string[],
): Promise<AccountClaims | undefined> {
  // A deleted or disabled account has no claims: oidc-provider then refuses its refresh tokens.
  return findUserById(db, id).then((user) =>
    user && user.disabledAt === null ? claimsFor(user, adminEmails) : undefined,
  );
}
