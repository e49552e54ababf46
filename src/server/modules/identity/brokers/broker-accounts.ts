/**
 * Who a social sign-in is. Rules:
 * - a provider's account is known by its stable subject, never by e-mail (addresses change hands);
 * - a new one is linked to the person with the same address only when the provider vouches for the
 *   address (email_verified); an unverified address signs in nowhere and creates nothing, since
 *   anyone can type any address into an account at some provider;
 * - with no person at that address, an account is created (no password: it signs in through the
 *   provider, and can set a password with "Forgot your password?");
 * - a disabled or deleted account signs in through no provider either.
 */
import type { Database } from '../../../db/database.ts';
import { newId } from '../../../../shared/ids.ts';
import type { BrokerId } from '../../../config-brokers.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../../users/users.repo.ts';
import { recordRegistration, recordSignIn, type RequestInfo } from '../accounts.ts';
import type { BrokeredIdentity } from './upstream.ts';

export type BrokerSignIn =
  | { ok: true; userId: string; created: boolean; linked: boolean }
  | { ok: false; reason: 'no_email' | 'unverified_email' | 'unavailable_account' };

const usable = (u: UserRow | undefined): u is UserRow => !!u && u.disabledAt === null && u.deletedAt === null;

export async function signInWithBroker(
  db: Database,
  provider: BrokerId,
  who: BrokeredIdentity,
  info: RequestInfo,
  now = Date.now(),
): Promise<BrokerSignIn> {
  const known = await db
    .selectFrom('userIdentities')
    .select('userId')
    .where('provider', '=', provider)
    .where('subject', '=', who.subject)
    .executeTakeFirst();
  if (known) {
    const user = await findUserById(db, known.userId);
    if (!usable(user)) return { ok: false, reason: 'unavailable_account' };
    await db
      .updateTable('userIdentities')
      .set({ lastUsedAt: now, email: who.email })
      .where('provider', '=', provider)
      .where('subject', '=', who.subject)
      .execute();
    await db.transaction().execute((trx) => recordSignIn(trx, user, provider, info));
    return { ok: true, userId: user.id, created: false, linked: false };
  }
  if (!who.email) return { ok: false, reason: 'no_email' };
  if (!who.emailVerified) return { ok: false, reason: 'unverified_email' };
  const email = who.email;

  const link = (trx: Database, userId: string) =>
    trx
      .insertInto('userIdentities')
      .values({ provider, subject: who.subject, userId, email, createdAt: now, lastUsedAt: now })
      .execute();

  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!usable(existing)) return { ok: false, reason: 'unavailable_account' };
    await db.transaction().execute(async (trx) => {
      await link(trx, existing.id);
      await recordSignIn(trx, existing, provider, info);
    });
    return { ok: true, userId: existing.id, created: false, linked: true };
  }
  try {
    const user = await db.transaction().execute(async (trx) => {
      const name = who.name ?? email.split('@')[0] ?? email;
      const row = await insertUser(trx, { id: newId(), email, name, passwordHash: null }, now);
      await link(trx, row.id);
      await recordRegistration(trx, row, provider, info);
      await recordSignIn(trx, row, provider, info);
      return row;
    });
    return { ok: true, userId: user.id, created: true, linked: true };
  } catch (err) {
    // The same person arriving twice at once: the unique e-mail or identity decides; sign in as it.
    const again = await db
      .selectFrom('userIdentities')
      .select('userId')
      .where('provider', '=', provider)
      .where('subject', '=', who.subject)
      .executeTakeFirst();
    if (again) return { ok: true, userId: again.userId, created: false, linked: false };
    throw err;
  }
}

/** The providers a person can sign in with, for their settings. */
export async function linkedProviders(
  db: Database,
  userId: string,
): Promise<{ provider: string; email: string | null }[]> {
  return db
    .selectFrom('userIdentities')
    .select(['provider', 'email'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}
