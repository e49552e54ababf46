import { type Kysely, type Migration } from 'kysely';

/**
 * The person's account settings (issue 12): the theme they chose and their AI opt-out live on the
 * account, so every device follows them; their data exports are prepared in the background and
 * kept a short while (expires_at) in the blob store, under a key only the server knows.
 */
export const m012Profile: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('theme', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('ai_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('data_exports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // 'pending' (the job has not finished), 'ready' (the archive is stored) or 'failed'.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text')
      .addColumn('size', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('ready_at', 'bigint')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('data_exports_user').on('data_exports').columns(['user_id']).execute();
    await db.schema.createIndex('data_exports_expiry').on('data_exports').columns(['expires_at']).execute();
  },
};
