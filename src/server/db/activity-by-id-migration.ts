import type { Kysely, Migration } from 'kysely';

/**
 * The activity log's `created_at` index goes (issue 30): an entry's id is a UUIDv7, which begins
 * with its millisecond, so the primary key is already in time order — retention deletes by id
 * (activity-retention.ts), and a time range is an id range (ADR 0048). One index less is one B-tree
 * less to write with every entry, the only cost an entry adds to the write it belongs to
 * (docs/benchmarks.md, "Activity log").
 */
export const m018ActivityLogById: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('activity_log_created').ifExists().execute();
  },
};
