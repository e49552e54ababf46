/** Rows of plans and payments: subscriptions, invoices, checkout sessions (billing-migration.ts). */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutSessionsTable, InvoicesTable, SubscriptionsTable } from '../../db/schema-billing.ts';
import type { Writer } from '../sync/write.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function findSubscription(db: Db, userId: string) {
  return db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function saveSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  const { userId: _key, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
}

/** A subscription changed by a write: saved, and every open device of the person told at commit. */
export async function writeSubscription(
  w: Pick<Writer, 'trx' | 'announce'>,
  row: Insertable<SubscriptionsTable>,
): Promise<void> {
  await saveSubscription(w.trx, row);
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
