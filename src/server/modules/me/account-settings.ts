/**
 * The sign-in details a person changes themselves, and deleting their account. Rules:
 * - e-mail and password belong to the embedded provider; with an external issuer (OIDC_ISSUER)
 *   they are managed there and these calls are refused;
 * - every change needs the current password; wrong guesses count against the account's sign-in
 *   backoff (the same one the sign-in page uses), so the settings page is no side door for
 *   guessing a password;
 * - an e-mail address stays unique (the unique index decides a race); a new password is hashed
 *   like any other and ends every other session and grant (refresh tokens stop working);
 * - deleting needs the account's e-mail typed out (and the password, when it has one), then
 *   `deleteAccount` marks it, releases the address, drops the password and revokes everything the
 *   provider issued: the old password signs in nowhere, the data is erased 90 days later;
 * - the e-mail and password changes are writes like any other (`userWrite`), so an Idempotency-Key
 *   replays the stored answer: a retried password change is not refused for its now-old password.
 *   The password is checked (and the new one hashed) before the write's transaction opens.
 */
import type { Database } from '../../db/database.ts';
import { AppError, rateLimited } from '../../http/errors.ts';
import type { MutationKey } from '../../http/idempotency.ts';
import type { FailureBackoff } from '../../http/throttle.ts';
import { endAccountSessions } from '../identity/account-sessions.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import type { RequestInfo } from '../identity/accounts.ts';
import { hashPassword, verifyPassword } from '../identity/passwords.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import { deleteAccount } from '../users/account-lifecycle.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repo.ts';
import type { IdentitySetup } from './me.service.ts';

export interface AccountDeps {
  db: Database;
  bus: ChangeBus;
  backoff: FailureBackoff;
  identity: IdentitySetup;
}

function managedElsewhere(): AppError {
  return new AppError(
    'FORBIDDEN',
    'Your sign-in is managed by your organization’s provider. Change it there.',
  );
}

function noPassword(): AppError {
  return new AppError('VALIDATION_FAILED', 'This account signs in without a password.', {
    field: 'currentPassword',
    reason: 'no_password',
  });
}

async function accountOf(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt !== null)
    throw new AppError('UNAUTHENTICATED', 'Your account was not found. Please sign in again.');
  return user;
}

/** Checks the current password under the account's backoff; throws on a wrong one. */
async function requirePassword(
  deps: AccountDeps,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  const key = `account:${user.email}`;
  const waitMs = deps.backoff.waitMs(key);
  if (waitMs > 0)
    throw rateLimited(
      `Too many wrong passwords. Please wait ${Math.ceil(waitMs / 1000)} s and try again.`,
      waitMs,
    );
  if (password === undefined || !(await verifyPassword(password, user.passwordHash))) {
    deps.backoff.fail(key);
    throw new AppError('VALIDATION_FAILED', 'Your current password is not right.', {
      field: 'currentPassword',
      reason: 'wrong_password',
    });
  }
  deps.backoff.succeed(key);
}

function emailTaken(): AppError {
  return new AppError('CONFLICT', 'Another account already uses this e-mail address.', {
    field: 'email',
    reason: 'email_taken',
  });
}

/** Changes the address; `answer` is read in the same write, so a replay gives it back as it was. */
export async function changeEmail<T>(
  deps: AccountDeps,
  userId: string,
  input: { email: string; currentPassword: string },
  info: RequestInfo,
  mutation: MutationKey | undefined,
  answer: (w: Writer) => Promise<T>,
): Promise<T> {
  if (deps.identity.externalIssuer) throw managedElsewhere();
  const user = await accountOf(deps.db, userId);
  // The address is a password account's sign-in name; without a password nothing re-proves who asks.
  if (!user.passwordHash) throw noPassword();
  await requirePassword(deps, user, input.currentPassword);
  const changes = input.email !== user.email;
  if (changes && (await findUserByEmail(deps.db, input.email))) throw emailTaken();
  try {
    return await userWrite(deps, userId, mutation, async (w) => {
      if (changes) {
        await w.trx
          .updateTable('users')
          .set({ email: input.email, updatedAt: w.now })
          .where('id', '=', userId)
          .execute();
        // Under the address it had: the entry is the link from the old address to this account.
        await recordActivity(w.trx, { action: 'user.email_changed', user, actor: 'self', origin: info });
      }
      return answer(w);
    });
  } catch (err) {
    // Two accounts claiming one address at once: the unique index decides.
    if (changes && !(err instanceof AppError) && (await findUserByEmail(deps.db, input.email)))
      throw emailTaken();
    throw err;
  }
}

export async function changePassword(
  deps: AccountDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  info: RequestInfo,
  mutation: MutationKey | undefined,
): Promise<{ ok: true }> {
  if (deps.identity.externalIssuer) throw managedElsewhere();
  const user = await accountOf(deps.db, userId);
  if (!user.passwordHash) throw noPassword();
  await requirePassword(deps, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  let changed = false;
  const done = await userWrite(deps, userId, mutation, async (w) => {
    await w.trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: w.now })
      .where('id', '=', userId)
      .execute();
    await recordActivity(w.trx, { action: 'user.password_changed', user, actor: 'self', origin: info });
    changed = true;
    return { ok: true as const };
  });
  // A stolen session or refresh token stops working with the old password, and every open device
  // is told to sign out now rather than when its short-lived access token expires. (A replay
  // changed nothing: the sessions signed in since stay.)
  if (changed) {
    await endAccountSessions(deps.db, userId);
    await deps.bus.publish(userId, 0, ['sessions-ended']);
  }
  return done;
}

/** The typed confirmation: the account's address, compared without case or surrounding spaces. */
export function confirms(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

export async function deleteOwnAccount(
  deps: AccountDeps,
  userId: string,
  input: { confirmation: string; currentPassword?: string | undefined },
  info: RequestInfo,
  /** Runs once the person is confirmed, before anything is deleted (ending their subscription). */
  beforeDelete: () => Promise<void> = async () => {},
): Promise<void> {
  const user = await accountOf(deps.db, userId);
  if (!confirms(input.confirmation, user.email))
    throw new AppError('VALIDATION_FAILED', 'Type your e-mail address exactly to confirm.', {
      field: 'confirmation',
      reason: 'confirmation_mismatch',
    });
  await requirePassword(deps, user, input.currentPassword);
  await beforeDelete();
  await deleteAccount({ db: deps.db, bus: deps.bus }, userId, Date.now(), { actor: 'self', origin: info });
}
