import type { Database } from '../../db/database.ts';
import type { Person } from './activity.repo.ts';

/**
 * Whom an entry is about, read in the transaction that records it: the address as it is now, so
 * the entry keeps it even after it changes.
 */
export async function personOf(db: Database, userId: string): Promise<Person> {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}
