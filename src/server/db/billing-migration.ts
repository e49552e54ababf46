import { type Kysely, type Migration } from 'kysely';

/**
 * Plans and payments (issue 12). One subscription row per person (its provider's state as last
 * applied; `users.tier` is what limits read), the invoices shown on /app/billing, checkout
 * sessions (what to do once paid), and the provider events already applied, so a webhook
 * delivered five times is applied once.
 */
export const m014Billing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscriptions')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('tier', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('billing_interval', 'text')
      .addColumn('current_period_start', 'bigint')
      .addColumn('current_period_end', 'bigint')
      .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trial_end', 'bigint')
      .addColumn('trial_used_at', 'bigint')
      .addColumn('customer_id', 'text')
      .addColumn('provider_subscription_id', 'text')
      /** The provider's time of the last state applied: an older event never overwrites it. */
      .addColumn('state_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('period_start', 'bigint', (c) => c.notNull())
      .addColumn('period_end', 'bigint', (c) => c.notNull())
      .addColumn('hosted_url', 'text')
      .addColumn('pdf_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createTable('checkout_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('billing_interval', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('then_action', 'text')
      .addColumn('return_to', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .execute();
    await db.schema.createIndex('checkout_sessions_user').on('checkout_sessions').column('user_id').execute();
    await db.schema
      .createTable('billing_events')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('billing_events_pk', ['provider', 'event_id'])
      .execute();
  },
};
