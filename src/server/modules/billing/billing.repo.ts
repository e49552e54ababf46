/** Rows of plans and payments: subscriptions, invoices, checkout sessions (billing-migration.ts). */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutSessionsTable, InvoicesTable, SubscriptionsTable } from '../../db/schema-billing.ts';
import type { Writer } from '../sync/write.ts';
import { recordSubscriptionChange, type SubscriptionCause } from './subscription-activity.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function findSubscription(db: Db, userId: string) {
  return db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
}

async function saveSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  const { userId: _key, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
}

/**
 * The one way a subscription row is written, whoever causes it: saved, and what changed recorded
 * in the activity log (subscription-activity.ts) in the same transaction — pass the transaction.
 */
export async function applySubscription(
  db: Db,
  row: Insertable<SubscriptionsTable>,
  cause: SubscriptionCause,
): Promise<void> {
  const before = await findSubscription(db, row.userId);
  await saveSubscription(db, row);
  await recordSubscriptionChange(db, before, row, cause);
}

/** A subscription changed by a write: applied, and every open device of the person told at commit. */
export async function writeSubscription(
  w: Pick<Writer, 'trx' | 'announce'>,
  row: Insertable<SubscriptionsTable>,
  cause: SubscriptionCause,
): Promise<void> {
  await applySubscription(w.trx, row, cause);
  w.announce('entitlements');
}

export async function insertInvoice(db: Db, row: Insertable<InvoicesTable>): Promise<void> {
  await db
    .insertInto('invoices')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ status: row.status, hostedUrl: row.hostedUrl, pdfUrl: row.pdfUrl }),
    )
    .execute();
}

export function listInvoiceRows(db: Db, userId: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(100)
    .execute();
}

export async function insertCheckoutSession(db: Db, row: Insertable<CheckoutSessionsTable>): Promise<void> {
  await db.insertInto('checkoutSessions').values(row).execute();
}

/** A session of this person only: another's id answers as if it did not exist. */
export function findCheckoutSession(db: Db, userId: string, id: string) {
  return db
    .selectFrom('checkoutSessions')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function setUserTier(db: Db, userId: string, tier: string): Promise<void> {
  await db.updateTable('users').set({ tier }).where('id', '=', userId).execute();
}
