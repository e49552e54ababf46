import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Scheduled work (ADR 0014): jobs claimed through the database, and what the purges need — when
 * an account was deleted (its data is kept 90 days, then erased), when it was last seen and when
 * it was warned of its inactivity (free accounts are erased after 3 years without a visit).
 */
export const m008Jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      // Scheduling again under the same key replaces the job (a reminder moved, a recurring job).
      .addColumn('key', 'text', (c) => c.unique())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('run_at', 'bigint', (c) => c.notNull())
      // When it may next be claimed: run_at, then the end of a lease or of a retry's backoff.
      .addColumn('available_at', 'bigint', (c) => c.notNull())
      .addColumn('lease_token', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'available_at']).execute();
    await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('last_seen_at', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('inactivity_warned_at', 'bigint').execute();
    await sql`update users set last_seen_at = coalesce(last_login_at, created_at)`.execute(db);
    await db.schema.createIndex('users_deleted').on('users').columns(['deleted_at']).execute();
    await db.schema.createIndex('users_last_seen').on('users').columns(['last_seen_at']).execute();
  },
};
