import { type Kysely, type Migration } from 'kysely';

/**
 * Reminders (issue 9, ADR 0019): reminders and notifications are synced entities (version-stamped,
 * tombstoned); notification settings hold the person's time zone, channel switches and
 * per-quadrant policy (JSON); push subscriptions are per browser; a delivery record per fired
 * reminder and channel has a unique key, so a retried job never delivers twice on a channel.
 */
export const m010Reminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reminders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('offset_minutes', 'integer')
      .addColumn('at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('reminders_user_version')
      .on('reminders')
      .columns(['user_id', 'version'])
      .execute();
    await db.schema.createIndex('reminders_task').on('reminders').columns(['task_id']).execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('reminder_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('fired_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('notifications_user_version')
      .on('notifications')
      .columns(['user_id', 'version'])
      .execute();

    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('channels', 'text', (c) => c.notNull())
      .addColumn('policy', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('push_subscriptions_user')
      .on('push_subscriptions')
      .columns(['user_id'])
      .execute();

    await db.schema
      .createTable('reminder_deliveries')
      // `<reminderId>:<firedAt>:<channel>[:<subscriptionId>]`: one delivery per fire and channel.
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // 'sending' until the channel accepted it, then 'sent'; a retry resends only 'sending'.
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('reminder_deliveries_created')
      .on('reminder_deliveries')
      .columns(['created_at'])
      .execute();
  },
};
