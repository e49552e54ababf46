/**
 * For the admin API's tests: an admin, people with subscriptions of every kind written as their
 * providers would leave them, and log entries at chosen times.
 */
import type { Insertable } from 'kysely';
import { v7 } from 'uuid';
import type { SubscriptionsTable } from '../../db/schema-billing.ts';
import { call, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

export const adminOf = (t: TestApp) =>
  createTestUser(t.app, { roles: ['admin'], email: `admin-${v7().slice(-8)}@ops.example` });

export async function get<T>(t: TestApp, who: TestUser, url: string) {
  return call<T>(t.app, { method: 'GET', url, headers: who.headers });
}

export async function post<T>(t: TestApp, who: TestUser, url: string, payload: object) {
  return call<T>(t.app, { method: 'POST', url, headers: who.headers, payload });
}

type Sub = Partial<Insertable<SubscriptionsTable>> & { status: string };

/** A subscription row (test mode, Pro monthly unless told), and the tier it entitles to. */
export async function subscribe(t: TestApp, userId: string, sub: Sub): Promise<void> {
  const db = t.app.ctx.database.db;
  const now = Date.now();
  const row: Insertable<SubscriptionsTable> = {
    userId,
    provider: 'test',
    tier: 'pro',
    billingInterval: 'monthly',
    currentPeriodStart: now,
    currentPeriodEnd: now + 30 * 86_400_000,
    cancelAtPeriodEnd: 0,
    trialEnd: null,
    trialUsedAt: now,
    customerId: `test_cus_${userId}`,
    providerSubscriptionId: `test_sub_${userId.slice(0, 8)}`,
    stateAt: now,
    updatedAt: now,
    ...sub,
  };
  await db.insertInto('subscriptions').values(row).execute();
  const entitled = ['active', 'trialing', 'past_due'].includes(sub.status);
  await db
    .updateTable('users')
    .set({ tier: entitled ? (row.tier ?? 'pro') : 'basic' })
    .where('id', '=', userId)
    .execute();
}

/** A person created at a chosen time (the list is newest first by it). */
export async function personAt(t: TestApp, createdAt: number, email?: string): Promise<TestUser> {
  const u = await createTestUser(t.app, email ? { email } : {});
  await t.app.ctx.database.db.updateTable('users').set({ createdAt }).where('id', '=', u.id).execute();
  return u;
}

/** The UUIDv7 of a given millisecond (entries written "at" a time). */
export const idAt = (ms: number) => v7({ msecs: ms });

export interface EntrySeed {
  at: number;
  action: string;
  category: string;
  userId?: string | null;
  userEmail?: string | null;
  actorId?: string | null;
  actorEmail?: string | null;
  details?: Record<string, unknown>;
  id?: string;
}

export async function logEntries(t: TestApp, entries: EntrySeed[]): Promise<string[]> {
  const rows = entries.map((e) => ({
    id: e.id ?? idAt(e.at),
    userId: e.userId ?? null,
    userEmail: e.userEmail ?? null,
    actorId: e.actorId ?? null,
    actorEmail: e.actorEmail ?? null,
    action: e.action,
    category: e.category,
    details: JSON.stringify(e.details ?? {}),
    ipAddress: '203.0.113.9',
    userAgent: 'test',
    success: 1,
    createdAt: e.at,
  }));
  if (rows.length) await t.app.ctx.database.db.insertInto('activityLog').values(rows).execute();
  return rows.map((r) => r.id);
}
