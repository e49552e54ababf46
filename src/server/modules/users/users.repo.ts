import type { Database } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

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

/**
 * Make sure a user known to the identity provider has a row (an external issuer's users arrive
 * here first through their token). Keeps email and name current; never touches anything else.
 */
export async function upsertUserFromToken(
  db: Database,
  claims: { id: string; email: string; name: string },
): Promise<UserRow> {
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
    .onConflict((oc) => oc.column('id').doUpdateSet({ email: claims.email.toLowerCase(), name: claims.name }))
    .execute();
  const row = await findUserById(db, claims.id);
  if (!row) throw new Error('user row vanished after upsert');
  return row;
}

export async function updateUserLanguage(db: Database, id: string, language: string | null): Promise<void> {
  await db.updateTable('users').set({ language, updatedAt: Date.now() }).where('id', '=', id).execute();
}
