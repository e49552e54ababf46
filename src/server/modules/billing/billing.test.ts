import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview, Invoice, Subscription } from '../../../shared/contracts/billing.ts';
import { newId } from '../../../shared/ids.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { endTestPeriod } from './test-mode.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = <T>(u: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  call<T>(t.app, { method, url, headers: u.headers, ...(payload ? { payload } : {}) });

const overview = async (u: TestUser) => (await api<BillingOverview>(u, 'GET', '/api/subscription')).body;

/** Checkout → the test-mode page's "pay" → where the page sends the person. */
async function pay(u: TestUser, body: object = { interval: 'monthly' }) {
  const started = await api<{ url: string }>(u, 'POST', '/api/subscription/checkout', body);
  expect(started.status).toBe(200);
  const session = new URL(started.body.url).searchParams.get('session') ?? '';
  const done = await api<{ url: string }>(u, 'POST', `/api/subscription/test-checkout/${session}`, {
    outcome: 'pay',
  });
  expect(done.status).toBe(200);
  return { session, next: new URL(done.body.url, 'http://x') };
}

const deps = () => ({ db: t.app.ctx.database.db, bus: t.app.ctx.bus, publicUrl: t.config.publicUrl });

describe('plans and payments in test mode', () => {
  it('starts with the free plan and a trial on offer', async () => {
    const u = await createTestUser(t.app);
    const o = await overview(u);
    expect(o.testMode).toBe(true);
    expect(o.subscription).toMatchObject({ status: 'none', tier: 'basic', trialAvailable: true });
    expect(o.entitlements.limits.boards).toBe(5);
  });

  it('upgrades through the local checkout: a 14-day trial, Pro limits at once, a verified session', async () => {
    const u = await createTestUser(t.app);
    const { session, next } = await pay(u, { interval: 'yearly', returnTo: '/app/board' });
    expect(next.pathname).toBe('/app/subscription/success');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      session_id: session,
      billing: 'yearly',
      return_to: '/app/board',
    });
    const o = await overview(u);
    expect(o.subscription).toMatchObject({
      tier: 'pro',
      status: 'trialing',
      interval: 'yearly',
      trialAvailable: false,
    });
    const days = (Date.parse(o.subscription.trialEnd ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    expect(o.entitlements.limits.boards).toBe(100);
    const verified = await api<{ status: string }>(u, 'POST', '/api/subscription/verify', {
      sessionId: session,
    });
    expect(verified.body.status).toBe('complete');
    const invoices = await api<Invoice[]>(u, 'GET', '/api/subscription/invoices');
    expect(invoices.body).toMatchObject([{ status: 'paid', amount: 0, currency: 'USD' }]);
    const again = await api(u, 'POST', '/api/subscription/checkout', { interval: 'monthly' });
    expect(again.status).toBe(409);
  });

  it('creates the board the limit refused, once, after paying', async () => {
    const u = await createTestUser(t.app);
    for (let i = 0; i < 5; i++)
      expect((await api(u, 'POST', '/api/boards', { name: `B${i}` })).status).toBe(201);
    expect((await api(u, 'POST', '/api/boards', { name: 'Sixth' })).status).toBe(402);
    const boardId = newId();
    const then = { action: 'create-board', boardId, boardName: 'Sixth' };
    const { session, next } = await pay(u, { interval: 'monthly', then });
    expect(next.searchParams.get('action')).toBe('create-board');
    expect(next.searchParams.get('board_id')).toBe(boardId);
    // The page pressed twice: the same answer, no second board.
    const twice = await api<{ url: string }>(u, 'POST', `/api/subscription/test-checkout/${session}`, {
      outcome: 'pay',
    });
    expect(twice.status).toBe(200);
    const boards = await api<{ id: string; name: string }[]>(u, 'GET', '/api/boards');
    expect(boards.body.filter((b) => b.name === 'Sixth')).toEqual([expect.objectContaining({ id: boardId })]);
  });

  it('cancels at period end, reactivates, and at the end returns to the free plan', async () => {
    const u = await createTestUser(t.app);
    await pay(u);
    const cancelled = await api<Subscription>(u, 'POST', '/api/subscription/cancel');
    expect(cancelled.body).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing' });
    const back = await api<Subscription>(u, 'POST', '/api/subscription/reactivate');
    expect(back.body.cancelAtPeriodEnd).toBe(false);
    await api(u, 'POST', '/api/subscription/cancel');
    const end = Date.parse((await overview(u)).subscription.currentPeriodEnd ?? '');
    await endTestPeriod(deps(), u.id, end - 1000);
    expect((await overview(u)).subscription.tier).toBe('pro');
    await endTestPeriod(deps(), u.id, end + 1000);
    const o = await overview(u);
    expect(o.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(o.entitlements.tier).toBe('basic');
    expect((await api(u, 'POST', '/api/subscription/reactivate')).status).toBe(409);
  });

  it('renews at the end of a period with a paid invoice; a second subscription has no trial', async () => {
    const u = await createTestUser(t.app);
    await pay(u);
    await api(u, 'POST', '/api/subscription/cancel');
    let end = Date.parse((await overview(u)).subscription.currentPeriodEnd ?? '');
    await endTestPeriod(deps(), u.id, end + 1);
    await pay(u, { interval: 'monthly' });
    const o = await overview(u);
    expect(o.subscription).toMatchObject({ status: 'active', trialEnd: null });
    end = Date.parse(o.subscription.currentPeriodEnd ?? '');
    await endTestPeriod(deps(), u.id, end + 1);
    const renewed = await overview(u);
    expect(renewed.subscription.status).toBe('active');
    expect(Date.parse(renewed.subscription.currentPeriodStart ?? '')).toBe(end);
    const invoices = await api<Invoice[]>(u, 'GET', '/api/subscription/invoices');
    expect(invoices.body.map((i) => i.amount)).toEqual([900, 900, 0]);
  });

  it("never shows or completes another person's checkout", async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    const started = await api<{ url: string }>(a, 'POST', '/api/subscription/checkout', {
      interval: 'monthly',
    });
    const session = new URL(started.body.url).searchParams.get('session') ?? '';
    expect((await api(b, 'GET', `/api/subscription/test-checkout/${session}`)).status).toBe(404);
    expect(
      (await api(b, 'POST', `/api/subscription/test-checkout/${session}`, { outcome: 'pay' })).status,
    ).toBe(404);
    expect((await api(b, 'POST', '/api/subscription/verify', { sessionId: session })).status).toBe(404);
    expect((await overview(b)).subscription.tier).toBe('basic');
  });

  it('leads the billing portal to a page that says what it is, not to the invoices', async () => {
    const u = await createTestUser(t.app);
    await pay(u);
    const portal = await api<{ url: string }>(u, 'POST', '/api/subscription/portal');
    expect(portal.status).toBe(200);
    const url = new URL(portal.body.url);
    expect(url.pathname).toBe('/app/subscription/portal');
    expect(url.pathname).not.toBe('/app/billing');
  });

  it('refuses a return address outside the app', async () => {
    const u = await createTestUser(t.app);
    const res = await api(u, 'POST', '/api/subscription/checkout', {
      interval: 'monthly',
      returnTo: 'https://evil.example/',
    });
    expect(res.status).toBe(400);
  });
});
