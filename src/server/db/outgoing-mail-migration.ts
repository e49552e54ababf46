import type { Kysely, Migration } from 'kysely';

/**
 * Mail waiting to be handed to the outbox or the SMTP server (issue 35): each message is formatted
 * once, when the product sends it, and kept here until its `mail.send` job has delivered it; then
 * the row goes (it may hold a secret, such as a password-reset link).
 */
export const m019OutgoingMail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outgoing_mail')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('envelope_from', 'text', (c) => c.notNull())
      // A JSON array of addresses.
      .addColumn('envelope_to', 'text', (c) => c.notNull())
      .addColumn('raw', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
