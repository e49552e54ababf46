import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Costs that must not grow with a user's history (issue 13):
 * - a create looks up the first live task of a quadrant; the old index also held tombstones, which
 *   a create had to step over (up to 30 days of deleted tasks); this one holds live tasks only;
 * - maintenance finds old tombstones by `deleted_at` instead of scanning every table it purges;
 * - idempotency records: no write purges them any more (maintenance does, by `created_at`, and an
 *   account's go by the primary key's `user_id`), so the (user_id, created_at) index of 006 only
 *   cost every write an index entry; it goes.
 */
export const m007History: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('tasks_live_pool_order')
      .on('tasks')
      .columns(['user_id', 'quadrant', 'pool_sort_key'])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema.dropIndex('tasks_user_quadrant_pool_order').execute();
    await db.schema.dropIndex('mutations_user_created').execute();
    for (const table of ['tasks', 'boards', 'checklist_items', 'attachments'])
      await db.schema
        .createIndex(`${table}_tombstones`)
        .on(table)
        .column('deleted_at')
        .where(sql.ref('deleted_at'), 'is not', null)
        .execute();
  },
};
