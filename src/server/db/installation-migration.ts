import type { Kysely, Migration } from 'kysely';

/**
 * What the installation remembers about itself between starts (issue 30): under a key, the
 * non-secret summary of its configuration and the accounts ADMIN_EMAILS made admins at the last
 * start, so a start can say in the activity log what changed — once, however many processes start
 * together (the key is the primary key; a change is a compare-and-swap on the value).
 */
export const m017InstallationState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('installation_state')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
