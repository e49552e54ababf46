import { type Kysely, type Migration } from 'kysely';

/**
 * Private calendar feeds (issue 9): a person's secret ICS address. Only the SHA-256 of the secret
 * is stored, so a leaked database cannot be turned into working feed URLs; a revoked feed keeps
 * its row (revoked_at) and can never answer again.
 */
export const m009CalendarFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('calendar_feeds_user')
      .on('calendar_feeds')
      .columns(['user_id', 'revoked_at'])
      .execute();
  },
};
