import type { Kysely, Migration } from 'kysely';

/**
 * The iOS and Android apps' push devices (issue 31): one row per APNs or FCM token, which belongs
 * to one person at a time (unique per service) and goes with their account.
 */
export const m018PushDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_devices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // 'apns' or 'fcm'.
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('push_devices_platform_token', ['platform', 'token'])
      .execute();
    await db.schema.createIndex('push_devices_user').on('push_devices').columns(['user_id']).execute();
  },
};
