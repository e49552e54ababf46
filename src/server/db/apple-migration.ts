import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Apple in-app purchases (ADR 0029). `apple_account_tokens`: the UUID the iOS app sets as a
 * purchase's appAccountToken, so the App Store's notifications name the person without carrying
 * their id. And one App Store subscription (its original transaction id) belongs to one person
 * only: a unique index over Apple rows, so a purchase restored on a second account is refused
 * rather than shared.
 */
export const m015Apple: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('apple_account_tokens')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('subscriptions_apple_original')
      .on('subscriptions')
      .column('provider_subscription_id')
      .unique()
      .where(sql.ref('provider'), '=', 'apple')
      .execute();
  },
};
