/**
 * "Everything since version V", for every entity kind of the registry (entity-sources.ts).
 * The user's version is read FIRST: every write that reached it has committed with its rows (a
 * user's writes are serialized), so nothing at or below the returned cursor can be missed; rows
 * newer than it may ride along and are simply applied again later (upserts are idempotent).
 * `since` 0 is a full snapshot: deletes are left out and the client replaces what it holds. So is
 * a `since` below the user's tombstone horizon (maintenance.ts purged tombstones it would need).
 */
import type { Database } from '../../db/database.ts';
import {
  ENTITY_KINDS,
  noDeletes,
  type DeletedEntities,
  type EntityKind,
} from '../../../shared/contracts/entities.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import type { EntityChanges } from './entity-source.ts';
import { ENTITY_SOURCES } from './entity-sources.ts';

export async function currentVersion(db: Database, userId: string): Promise<number> {
  const row = await db.selectFrom('users').select('version').where('id', '=', userId).executeTakeFirst();
  return row?.version ?? 0;
}

function emptyChanges(version: number, full: boolean): Changes {
  return {
    version,
    full,
    boards: [],
    tasks: [],
    checklistItems: [],
    attachments: [],
    reminders: [],
    notifications: [],
    deleted: noDeletes(),
  };
}

export async function versionAndHorizon(
  db: Database,
  userId: string,
): Promise<{ version: number; horizon: number }> {
  const row = await db
    .selectFrom('users')
    .select(['version', 'tombstoneHorizon'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { version: Number(row?.version ?? 0), horizon: Number(row?.tombstoneHorizon ?? 0) };
}

/** Too far behind (the tombstones it needs may be gone) starts again from zero, like a first pull. */
export function effectiveSince(requested: number, horizon: number): number {
  return requested < horizon ? 0 : requested;
}

export async function changesSince(db: Database, userId: string, requested: number): Promise<Changes> {
  const { version, horizon } = await versionAndHorizon(db, userId);
  const since = effectiveSince(requested, horizon);
  const full = since === 0;
  if (since >= version) return emptyChanges(version, full);
  const changes = emptyChanges(version, full);
  const deleted: DeletedEntities = changes.deleted;
  await Promise.all(
    ENTITY_KINDS.map(async <K extends EntityKind>(kind: K) => {
      const source = ENTITY_SOURCES[kind];
      const found: EntityChanges<K> = await source(db, userId, since);
      (changes[kind] as EntityChanges<K>['live']) = found.live;
      if (!full) deleted[kind] = found.deleted;
    }),
  );
  return changes;
}
