/**
 * The full snapshot (`GET /api/sync?since=0`) built from the previous version's rows plus the rows
 * stamped since, as a client applies a delta pull (ADR 0035), instead of from every row again.
 *
 * Rules (each one the reason the result equals a build from scratch):
 * - the user's version and tombstone horizon are read FIRST, as changesSince does: every write at
 *   or below that version has committed, so the rows read after it hold all of them;
 * - the rows kept are complete up to their version V, so "everything stamped after V" (live rows
 *   upserted, tombstones dropped) brings them to the new version: every write stamps the rows it
 *   changes (ADR 0001), a task's placements included (ADR 0012);
 * - below the horizon the tombstones that delta would need may be purged (maintenance.ts): then
 *   the rows are read whole again, as they are with no rows kept at all;
 * - all queries run before the first change to the kept rows, so a failed read leaves them as
 *   they were.
 */
import type { Database } from '../../db/database.ts';
import { ENTITY_KINDS, ENTITY_SCHEMAS, type EntityKind } from '../../../shared/contracts/entities.ts';
import { ENTITY_SOURCES } from './entity-sources.ts';
import { SnapshotRows, type RowBatch } from './snapshot-rows.ts';
import { effectiveSince, versionAndHorizon } from './sync.service.ts';

export interface SnapshotBuild {
  json: Buffer;
  version: number;
  rows: SnapshotRows;
}

/**
 * The user's full snapshot, from `previous` (the rows of an earlier build, changed in place and
 * returned) when they can be brought forward, else from scratch. `validate` parses every row
 * serialized here against its contract first, as the routes do outside production.
 */
export async function buildSnapshot(
  db: Database,
  userId: string,
  previous: SnapshotRows | undefined,
  validate: boolean,
): Promise<SnapshotBuild> {
  const { version, horizon } = await versionAndHorizon(db, userId);
  const reuse =
    previous !== undefined && previous.version <= version && effectiveSince(previous.version, horizon) > 0;
  const rows = reuse ? previous : new SnapshotRows();
  if (rows.version < version) {
    const since = rows.version;
    const found = await Promise.all(
      ENTITY_KINDS.map((kind) => changedRows(db, userId, kind, since, validate)),
    );
    const batches = Object.fromEntries(ENTITY_KINDS.map((kind, i) => [kind, found[i]])) as Record<
      EntityKind,
      RowBatch
    >;
    rows.apply(version, batches);
  }
  return { json: rows.toJson(), version, rows };
}

async function changedRows<K extends EntityKind>(
  db: Database,
  userId: string,
  kind: K,
  since: number,
  validate: boolean,
): Promise<RowBatch> {
  const { live, deleted } = await ENTITY_SOURCES[kind](db, userId, since);
  const schema = ENTITY_SCHEMAS[kind];
  const json = new Map<string, string>();
  for (const row of live) json.set(row.id, JSON.stringify(validate ? schema.parse(row) : row));
  return { live: json, deleted };
}
