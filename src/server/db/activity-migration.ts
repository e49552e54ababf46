import { sql, type Kysely, type Migration } from 'kysely';
import { adminIndexes } from './admin-indexes.ts';

/**
 * The activity log as the operator reads it (issue 30): who acted (the person, an admin, or the
 * system when `actor_id` is null) beside whom the entry is about (`user_id`), each with a copy of
 * the e-mail as it was, and whether the action succeeded. Ids are UUIDv7, so the primary key is
 * already in time order: pages continue from an id (keyset), and a time range is an id range.
 * Entries written before this migration were all a person's own sign-ins, sign-ups and resets.
 */
export const m016ActivityLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('activity_log').addColumn('user_email', 'text').execute();
    await db.schema.alterTable('activity_log').addColumn('actor_id', 'text').execute();
    await db.schema.alterTable('activity_log').addColumn('actor_email', 'text').execute();
    await db.schema
      .alterTable('activity_log')
      .addColumn('success', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`UPDATE activity_log SET actor_id = user_id,
      user_email = (SELECT email FROM users WHERE users.id = activity_log.user_id),
      actor_email = (SELECT email FROM users WHERE users.id = activity_log.user_id)`.execute(db);
    // Retention deletes by age (activity_log_created, from 001); every list is newest first by id,
    // alone (the primary key) or within one of these.
    await db.schema.createIndex('activity_log_user').on('activity_log').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('activity_log_actor').on('activity_log').columns(['actor_id', 'id']).execute();
    await db.schema.createIndex('activity_log_category').on('activity_log').columns(['category', 'id']).execute();
    await db.schema.createIndex('activity_log_action').on('activity_log').columns(['action', 'id']).execute();
    // The rest of what the admin console reads: people, subscriptions, usage (admin-indexes.ts).
    await adminIndexes(db);
  },
};
