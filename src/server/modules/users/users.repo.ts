import type { Database } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { prepared } from '../../db/prepared.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  /** The theme chosen before the account existed ('light' or 'dark'); unset: the system's. */
  theme?: string | null;
}

export async function insertUser(db: Database, user: NewUser, now = Date.now()): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      ...user,
      email: user.email.trim().toLowerCase(),
      language: null,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
      lastSeenAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type AccountStatus = 'active' | 'disabled' | 'missing';

/** Read on every authenticated request: compiled once (db/prepared.ts). */
const findAccountState = prepared((db, id: string) =>
  db.selectFrom('users').select(['disabledAt', 'deletedAt', 'lastSeenAt']).where('id', '=', id),
);

/**
 * Whether an account may act now (its row exists and is neither disabled nor deleted), and when
 * it was last seen. One primary-key read.
 */
export async function accountStatus(
  db: Database,
  id: string,
): Promise<{ status: AccountStatus; lastSeenAt: number | null }> {
  const [row] = await findAccountState(db, id);
  if (!row) return { status: 'missing', lastSeenAt: null };
  const status = row.disabledAt === null && row.deletedAt === null ? 'active' : 'disabled';
  return { status, lastSeenAt: row.lastSeenAt };
}

/** Inactivity is measured to the day: a person's requests write their row at most once a day. */
export const LAST_SEEN_RESOLUTION_MS = 24 * 60 * 60 * 1000;

/** Records a visit, unless one was already recorded within the resolution (a cheap no-op). */
export async function touchLastSeen(
  db: Database,
  id: string,
  lastSeenAt: number | null,
  now = Date.now(),
): Promise<void> {
  if (lastSeenAt !== null && now - lastSeenAt < LAST_SEEN_RESOLUTION_MS) return;
  await db
    .updateTable('users')
    .set({ lastSeenAt: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('lastSeenAt', 'is', null), eb('lastSeenAt', '<', now - LAST_SEEN_RESOLUTION_MS)]),
    )
    .execute();
}

/**
 * An external issuer's user arrives here first, through their token: create the row, unless the
 * subject belongs to a deleted account (a still-valid token must never bring an account back).
 * Returns whether the account now exists.
 */
export async function provisionExternalUser(
  db: Database,
  claims: { id: string; email: string; name: string },
): Promise<boolean> {
  const deleted = await db
    .selectFrom('deletedSubjects')
    .select('id')
    .where('id', '=', claims.id)
    .executeTakeFirst();
  if (deleted) return false;
  const now = Date.now();
  await db
    .insertInto('users')
    .values({
      id: claims.id,
      email: claims.email.toLowerCase(),
      name: claims.name,
      passwordHash: null,
      language: null,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: now,
      lastSeenAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return true;
}

/** An external issuer's e-mail and name for the user, kept current. */
export async function updateUserProfile(
  db: Database,
  id: string,
  profile: { email: string; name: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: profile.email.toLowerCase(), name: profile.name })
    .where('id', '=', id)
    .execute();
}
