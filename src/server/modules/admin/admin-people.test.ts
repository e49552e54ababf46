/**
 * The admin's list of people and a person's detail: newest first a page at a time by key (equal
 * creation times included), e-mail search (case-insensitive, literal, short or long), tier and
 * status filters, usage counted up to the spec's caps, roles, and "User not found".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 } from 'uuid';
import type { AdminUserDetail, AdminUserListItem } from '../../../shared/contracts/admin.ts';
import type { ErrorBody } from '../../../shared/errors.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.ts';
import { adminOf, get, logEntries, personAt, subscribe } from './admin.test-support.ts';

type Page = { users: AdminUserListItem[]; nextCursor: string | null };
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'chief@people.example' });
  admin = await adminOf(t);
});
afterAll(() => t.close());

const list = (query: string) => get<Page & ErrorBody>(t, admin, `/api/admin/users?${query}`);

/** Every page of a query, following the keys. */
async function all(query: string): Promise<AdminUserListItem[]> {
  const out: AdminUserListItem[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    out.push(...res.body.users);
    cursor = res.body.nextCursor;
  } while (cursor);
  return out;
}

describe('the list of people', () => {
  it('is newest first, a page at a time, people created in the same millisecond included once each', async () => {
    const domain = `@order-${v7().slice(-6)}.example`;
    const at = Date.UTC(2020, 0, 1);
    const people: TestUser[] = [];
    for (const [i, ms] of [at, at + 5, at + 5, at + 5, at + 9].entries())
      people.push(await personAt(t, ms, `p${i}${domain}`));
    const seen = await all(`search=${encodeURIComponent(domain)}&limit=2`);
    const expected = people
      .map((p, i) => ({ id: p.id, ms: [at, at + 5, at + 5, at + 5, at + 9][i] ?? 0 }))
      .sort((a, b) => b.ms - a.ms || (a.id < b.id ? 1 : -1))
      .map((p) => p.id);
    expect(seen.map((u) => u.userId)).toEqual(expected);
  });

  it('finds people by part of their e-mail, in any case, literally, and by a short part too', async () => {
    const tag = v7().slice(-6);
    const a = await personAt(t, Date.UTC(2099, 0, 1), `jane_doe.${tag}@search.example`);
    const b = await personAt(t, Date.UTC(2099, 0, 2), `janexdoe.${tag}@search.example`);
    const ids = async (q: string) => (await all(`search=${encodeURIComponent(q)}`)).map((u) => u.userId);
    expect(await ids(`JANE_DOE.${tag.toUpperCase()}`)).toEqual([a.id]);
    expect(await ids(`doe.${tag}`)).toEqual([b.id, a.id]);
    expect(await ids(`nobody-${tag}`)).toEqual([]);
    // Two letters: too short for the trigram index, found by walking the newest first.
    const short = (await list('search=e_&limit=5')).body.users.map((u) => u.userId);
    expect(short).toContain(a.id);
    expect(short).not.toContain(b.id);
  });

  it('filters by tier and by subscription status, alone and together', async () => {
    const domain = `@filters-${v7().slice(-6)}.example`;
    const pro = await personAt(t, 1000, `pro${domain}`);
    const trial = await personAt(t, 2000, `trial${domain}`);
    const gone = await personAt(t, 3000, `gone${domain}`);
    const free = await personAt(t, 4000, `free${domain}`);
    await subscribe(t, pro.id, { status: 'active' });
    await subscribe(t, trial.id, { status: 'trialing', tier: 'enterprise' });
    await subscribe(t, gone.id, { status: 'canceled' });
    const q = (filters: string) => all(`search=${encodeURIComponent(domain)}&${filters}`);
    expect((await q('tier=basic')).map((u) => u.userId)).toEqual([free.id, gone.id]);
    expect((await q('tier=enterprise')).map((u) => u.subscription)).toEqual([
      { tier: 'enterprise', status: 'trialing' },
    ]);
    expect((await q('status=canceled')).map((u) => u.userId)).toEqual([gone.id]);
    expect((await q('status=active&tier=pro')).map((u) => u.userId)).toEqual([pro.id]);
    expect(await q('status=active&tier=basic')).toEqual([]);
    expect((await q('limit=10')).find((u) => u.userId === free.id)?.subscription).toEqual({
      tier: 'basic',
      status: 'none',
    });
    // Without a search, a status filter alone (few subscriptions have it) finds them too.
    const canceled = (await all('status=canceled')).map((u) => u.userId);
    expect(canceled).toContain(gone.id);
    expect(canceled).not.toContain(pro.id);
  });

  it('counts usage for the page only, up to 100 boards and 500 tasks (then shown as capped)', async () => {
    const domain = `@usage-${v7().slice(-6)}.example`;
    const light = await personAt(t, 1, `light${domain}`);
    const heavy = await personAt(t, 2, `heavy${domain}`);
    const db = t.app.ctx.database.db;
    const now = Date.now();
    const board = (userId: string, i: number, deleted = false) => ({
      id: v7(),
      userId,
      name: `B${i}`,
      sortKey: `a${i}`,
      createdAt: now,
      updatedAt: now,
      version: 1,
      deletedAt: deleted ? now : null,
    });
    const task = (userId: string, i: number, done = false, deleted = false) => ({
      id: v7(),
      userId,
      title: `T${i}`,
      quadrant: 1,
      color: 'yellow',
      poolSortKey: `a${i}`,
      createdAt: now,
      updatedAt: now,
      version: 1,
      completedAt: done ? now : null,
      deletedAt: deleted ? now : null,
      dueDate: null,
      dueTime: null,
      repeat: null,
      nextOccurrenceId: null,
    });
    await db
      .insertInto('boards')
      .values([board(light.id, 1), board(light.id, 2), board(light.id, 3, true)])
      .execute();
    await db
      .insertInto('tasks')
      .values([task(light.id, 1), task(light.id, 2, true), task(light.id, 3, false, true)])
      .execute();
    await db
      .insertInto('boards')
      .values(Array.from({ length: 101 }, (_, i) => board(heavy.id, i)))
      .execute();
    await db
      .insertInto('tasks')
      .values(Array.from({ length: 520 }, (_, i) => task(heavy.id, i, i % 2 === 0)))
      .execute();
    const users = await all(`search=${encodeURIComponent(domain)}`);
    const usage = (p: TestUser) => users.find((u) => u.userId === p.id)?.usage;
    expect(usage(light)).toMatchObject({ boards: 2, activeTasks: 1, totalTasks: 2, isCapped: false });
    expect(usage(heavy)).toMatchObject({ boards: 100, activeTasks: 260, totalTasks: 500, isCapped: true });
  });

  it('names admins by role or ADMIN_EMAILS, and refuses a key it did not give (400)', async () => {
    const chief = await personAt(t, 5, 'chief@people.example');
    const users = await all('search=chief%40people.example');
    expect(users.map((u) => [u.userId, u.role])).toEqual([[chief.id, 'admin']]);
    const bad = await list('cursor=not-a-key');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe("a person's detail", () => {
  it('shows the account, subscription with Stripe ids, usage and newest activity with who acted', async () => {
    const u = await personAt(t, 7, `detail-${v7().slice(-6)}@people.example`);
    const db = t.app.ctx.database.db;
    await db
      .updateTable('users')
      .set({ lastLoginAt: Date.UTC(2026, 5, 1) })
      .where('id', '=', u.id)
      .execute();
    await subscribe(t, u.id, {
      status: 'active',
      provider: 'stripe',
      customerId: 'cus_123',
      providerSubscriptionId: 'sub_456',
    });
    const base = Date.now() - 60_000;
    await logEntries(t, [
      {
        at: base,
        action: 'user.login',
        category: 'auth',
        userId: u.id,
        userEmail: u.email,
        actorId: u.id,
        actorEmail: u.email,
      },
      {
        at: base + 1,
        action: 'admin.subscription_modified',
        category: 'admin',
        userId: u.id,
        userEmail: u.email,
        actorId: admin.id,
        actorEmail: admin.email,
        details: { reason: 'x' },
      },
      { at: base + 2, action: 'user.login', category: 'auth', userId: admin.id, userEmail: admin.email },
    ]);
    const res = await get<AdminUserDetail>(t, admin, `/api/admin/users/${u.id}`);
    expect(res.body.user).toMatchObject({
      userId: u.id,
      email: u.email,
      isAdmin: false,
      lastLogin: '2026-06-01T00:00:00.000Z',
    });
    expect(res.body.subscription).toMatchObject({
      provider: 'stripe',
      tier: 'pro',
      status: 'active',
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_456',
    });
    expect(res.body.activity.map((e) => [e.action, e.actorEmail])).toEqual([
      ['admin.subscription_modified', admin.email],
      ['user.login', u.email],
    ]);
  });

  it('answers "User not found" for an unknown id and for an account being deleted', async () => {
    const res = await get<ErrorBody>(t, admin, `/api/admin/users/${v7()}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('User not found');
    const u = await personAt(t, 8);
    await t.app.ctx.database.db
      .updateTable('users')
      .set({ deletedAt: Date.now() })
      .where('id', '=', u.id)
      .execute();
    expect((await get(t, admin, `/api/admin/users/${u.id}`)).status).toBe(404);
  });
});
