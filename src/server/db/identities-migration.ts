import { type Kysely, type Migration } from 'kysely';

/**
 * Social sign-in (issue 12): which Google, Microsoft or Apple account signs in as which person.
 * One row per (provider, subject): the provider's stable `sub`, never the e-mail, which can change
 * hands; erased with the account.
 */
export const m013UserIdentities: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_identities')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
      .execute();
    await db.schema.createIndex('user_identities_user').on('user_identities').column('user_id').execute();
  },
};
