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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether an account may act now: its row exists and is not disabled. One primary-key read. */
/** Read on every authenticated request: compiled once (db/prepared.ts). */
const findDisabledAt = prepared((db, id: string) =>
  db.selectFrom('users').select('disabledAt').where('id', '=', id),
);

export async function accountStatus(db: Database, id: string): Promise<'active' | 'disabled' | 'missing'> {
  const [row] = await findDisabledAt(db, id);
  if (!row) return 'missing';
  return row.disabledAt === null ? 'active' : 'disabled';
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

export async function updateUserLanguage(db: Database, id: string, language: string | null): Promise<void> {
  await db.updateTable('users').set({ language, updatedAt: Date.now() }).where('id', '=', id).execute();
}
