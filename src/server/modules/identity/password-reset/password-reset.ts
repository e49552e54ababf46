/**
 * Password reset by a one-time link sent by e-mail. Rules:
 * - the token is 32 random bytes (base64url) and lives only in the link; the database keeps its
 *   SHA-256, so a leaked table (or backup) cannot reset anyone's password;
 * - a link works once, for one hour; a new request voids the account's older unused links, and a
 *   completed reset voids all of them;
 * - at most five links per account per hour: beyond that nothing is sent, and nothing says so;
 * - a reset replaces the password hash, ends every session and grant of the account (refresh
 *   tokens stop working) and records `user.password_reset` in the activity log, in one transaction.
 */
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { issuerUrl, type Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import type { DB } from '../../../db/schema.ts';
import type { Language } from '../../../../shared/languages.ts';
import { findUserByEmail, type UserRow } from '../../users/users.repo.ts';
import { endAccountSessions } from '../account-sessions.ts';
import { recordActivity } from '../../activity/activity.repo.ts';
import type { RequestInfo } from '../accounts.ts';
import type { TFunction } from 'i18next';
import { mountPath } from '../paths.ts';

/** Keycloak's prefix for these pages, relative to the issuer. */
export const LOGIN_ACTIONS_PREFIX = '/login-actions';
/** "Forgot password?": asks for the e-mail address. */
export const RESET_CREDENTIALS_PATH = `${LOGIN_ACTIONS_PREFIX}/reset-credentials`;
/** Where the mailed link lands (`?token=…`, a name the request log redacts): the new password. */
export const RESET_PASSWORD_PATH = `${LOGIN_ACTIONS_PREFIX}/reset-password`;

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const MAX_RESET_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export function newResetToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** What the pages carry from one to the next: the language and the pending sign-in, if any. */
export interface ResetContext {
  lng: Language;
  uid: string | undefined;
}

function contextQuery(ctx: ResetContext): URLSearchParams {
  // `kc_locale` is Keycloak's name for the page-language parameter.
  const query = new URLSearchParams({ kc_locale: ctx.lng });
  if (ctx.uid) query.set('uid', ctx.uid);
  return query;
}

/** Path of the "Forgot password?" page, for links on our own pages. */
export function resetCredentialsPath(config: Config, ctx: ResetContext): string {
  return `${mountPath(config)}${RESET_CREDENTIALS_PATH}?${contextQuery(ctx)}`;
}

/** The absolute link mailed to the account's address. */
export function resetPasswordLink(config: Config, token: string, ctx: ResetContext): string {
  const query = contextQuery(ctx);
  query.set('token', token);
  return `${issuerUrl(config)}${RESET_PASSWORD_PATH}?${query}`;
}

export interface IssuedReset {
  user: UserRow;
  token: string;
}

/** Queues the link's mail inside the transaction that issues the link. */
export type QueueResetMail = (trx: Transaction<DB>, issued: IssuedReset) => Promise<void>;

/**
 * A new link for the account with this address, or null when there is no such account or it has
 * had its five links this hour. The caller answers the same way in every case. `queueMail` runs
 * in the transaction that stores the link: a link is never issued without its mail.
 */
export async function issuePasswordReset(
  db: Database,
  email: string,
  now = Date.now(),
  queueMail?: QueueResetMail,
): Promise<IssuedReset | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const recent = await db
    .selectFrom('passwordResets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', user.id)
    .where('createdAt', '>', now - HOUR_MS)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return null;
  const token = newResetToken();
  await db.transaction().execute(async (trx) => {
    // Expired rows are past the hour the limit counts, so nothing needs them any more.
    await trx.deleteFrom('passwordResets').where('expiresAt', '<', now).execute();
    await voidUnusedLinks(trx, user.id, now);
    await trx
      .insertInto('passwordResets')
      .values({
        tokenHash: hashResetToken(token),
        userId: user.id,
        expiresAt: now + RESET_LINK_TTL_MS,
        usedAt: null,
        createdAt: now,
      })
      .execute();
    await queueMail?.(trx, { user, token });
  });
  return { user, token };
}

async function voidUnusedLinks(db: Database, userId: string, now: number): Promise<void> {
  await db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

export interface ResetAccount {
  userId: string;
  email: string;
}

/** The account a link resets, while the link is unused and unexpired. */
export async function findUsableReset(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<ResetAccount | undefined> {
  return db
    .selectFrom('passwordResets')
    .innerJoin('users', 'users.id', 'passwordResets.userId')
    .select(['users.id as userId', 'users.email as email'])
    .where('passwordResets.tokenHash', '=', hashResetToken(token))
    .where('passwordResets.usedAt', 'is', null)
    .where('passwordResets.expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Uses the link: sets the new password hash, voids the account's other links, ends its sessions
 * and grants and logs the reset. Undefined when the link was used (or expired) meanwhile: claiming
 * it is a single conditional update, so two submissions cannot both succeed.
 */
export async function completePasswordReset(
  db: Database,
  token: string,
  passwordHash: string,
  info: RequestInfo,
  now = Date.now(),
): Promise<{ userId: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashResetToken(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    if (!claimed) return undefined;
    const { userId } = claimed;
    const user = await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: now })
      .where('id', '=', userId)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await voidUnusedLinks(trx, userId, now);
    await endAccountSessions(trx, userId);
    await recordActivity(trx, { action: 'user.password_reset', user, actor: 'self', origin: info });
    return { userId };
  });
}

/** The mail, in the language of the page it was asked from. Plain text: nothing to escape. */
export function resetMail(
  t: TFunction,
  values: { name: string; email: string; link: string },
): { subject: string; text: string } {
  return { subject: t('mail.subject'), text: t('mail.body', values) };
}
