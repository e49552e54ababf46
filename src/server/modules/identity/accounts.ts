/**
 * Accounts of the embedded provider: registration, password sign-in, the claims tokens carry and
 * the activity log of sign-ins. Rules: e-mails are stored lower-case and unique; an unknown
 * e-mail and a wrong password fail the same way, in the same time; `admin` comes from
 * ADMIN_EMAILS or users.role, never from anything the person sends.
 */
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { newId } from '../../../shared/ids.ts';
import { hasNul, NUL_MESSAGE } from '../../../shared/contracts/text.ts';
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

export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
}

export type AuthAction = 'user.register' | 'user.login' | 'user.logout' | 'user.password_reset';

export async function logAuthActivity(
  db: Database,
  userId: string,
  action: AuthAction,
  info: RequestInfo | undefined,
): Promise<void> {
  await db
    .insertInto('activityLog')
    .values({
      id: newId(),
      userId,
      action,
      category: 'auth',
      details: '{}',
      ipAddress: info?.ip ?? null,
      userAgent: info?.userAgent?.slice(0, 512) ?? null,
      createdAt: Date.now(),
    })
    .execute();
}

export type RegisterResult = { ok: true; user: UserRow } | { ok: false; reason: 'email_taken' };

export async function registerAccount(
  db: Database,
  input: Registration,
  info: RequestInfo,
): Promise<RegisterResult> {
  if (await findUserByEmail(db, input.email)) return { ok: false, reason: 'email_taken' };
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, { id: newId(), email: input.email, name: input.name, passwordHash });
      await logAuthActivity(trx, row.id, 'user.register', info);
      await recordSignIn(trx, row.id, info);
      return row;
    });
    return { ok: true, user };
  } catch (err) {
    // Two registrations for one address at once: the unique index decides.
    if (await findUserByEmail(db, input.email)) return { ok: false, reason: 'email_taken' };
    throw err;
  }
}

/** The user for a correct e-mail and password, else null. */
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
  if (!user || !ok || user.disabledAt !== null) return null;
  await recordSignIn(db, user.id, info);
  return user;
}

export async function recordSignIn(db: Database, userId: string, info: RequestInfo): Promise<void> {
  const now = Date.now();
  await db.updateTable('users').set({ lastLoginAt: now, lastSeenAt: now }).where('id', '=', userId).execute();
  await logAuthActivity(db, userId, 'user.login', info);
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
