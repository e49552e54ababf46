/**
 * What one entity kind's sync source is: the user's rows stamped after `since`, live ones presented,
 * deleted ones as ids. A leaf module: each kind's `*.sync.ts` implements it, and `entity-sources.ts`
 * lists them, so neither imports the other's importer.
 */
import type { Database } from '../../db/database.ts';
import type { Entity, EntityKind } from '../../../shared/contracts/entities.ts';

export interface EntityChanges<K extends EntityKind> {
  live: Entity<K>[];
  deleted: string[];
}

export type EntitySource<K extends EntityKind> = (
  db: Database,
  userId: string,
  since: number,
) => Promise<EntityChanges<K>>;

/** Split version-stamped rows into presented live rows and deleted ids. */
export function splitChanges<R extends { id: string; deletedAt: number | null }, T>(
  rows: readonly R[],
  present: (live: R[]) => T[] | Promise<T[]>,
): Promise<{ live: T[]; deleted: string[] }> {
  const live: R[] = [];
  const deleted: string[] = [];
  for (const row of rows) {
    if (row.deletedAt === null) live.push(row);
    else deleted.push(row.id);
  }
  return Promise.resolve(present(live)).then((presented) => ({ live: presented, deleted }));
}
