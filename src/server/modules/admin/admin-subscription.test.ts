/**
 * An admin changes a person's plan (test mode and granted plans; Stripe in
 * admin-subscription-stripe.test.ts): each action's effect on the subscription row, the
 * person's entitlements and limits, and its log entry in the same change; the reason rule and
 * the trial-day bounds; the App Store's subscriptions refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../../shared/contracts/admin.ts';
import type { Me } from '../../../shared/contracts/me.ts';
import type { ErrorBody } from '../../../shared/errors.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { adminOf, get, post, subscribe } from './admin.test-support.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminOf(t);
});
afterAll(() => t.close());

const modify = (u: TestUser, body: object) =>
  post<AdminUserDetail & ErrorBody>(t, admin, `/api/admin/users/${u.id}/subscription`, body);
const me = async (u: TestUser) => (await get<Me>(t, u, '/api/me')).body;
const db = () => t.app.ctx.database.db;
const adminEntries = (u: TestUser) => entriesOf(db(), u.id, 'admin.subscription_modified');

describe('granting a trial', () => {
  it('gives someone who pays nobody a granted Pro trial: entitled at once, logged with the admin and reason', async () => {
    const u = await createTestUser(t.app);
    const res = await modify(u, {
      action: 'grant_trial',
      tier: 'pro',
      trialDays: 30,
      reason: 'Conference lead',
    });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ provider: null, tier: 'pro', status: 'trialing' });
    const days = (Date.parse(res.body.subscription.trialEnd ?? '') - Date.now()) / DAY;
    expect(Math.round(days)).toBe(30);
    expect(await me(u)).toMatchObject({ tier: 'pro', limits: { boards: 100, activeTasks: -1 } });
    const [entry] = await adminEntries(u);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      userEmail: u.email,
      category: 'admin',
    });
    expect(entry?.details).toEqual({
      action: 'grant_trial',
      tier: 'pro',
      trialDays: 30,
      reason: 'Conference lead',
      from: { tier: 'basic', status: 'none' },
    });
    // The subscription's own entry names the admin as the one who caused it.
    const [created] = await entriesOf(db(), u.id, 'subscription.created');
    expect(created).toMatchObject({ actorId: admin.id });
    // Its end is scheduled: the billing.period-end job at the trial's end.
    const job = await db()
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', `billing.period-end:${u.id}`)
      .executeTakeFirst();
    expect(job).toMatchObject({
      kind: 'billing.period-end',
      runAt: Date.parse(res.body.subscription.trialEnd ?? ''),
    });
  });

  it("makes Enterprise real end to end: unlimited limits on the person's own plan and profile", async () => {
    const u = await createTestUser(t.app);
    expect(
      (await modify(u, { action: 'grant_trial', tier: 'enterprise', trialDays: 7, reason: 'Pilot' })).status,
    ).toBe(200);
    const profile = await me(u);
    expect(profile).toMatchObject({
      tier: 'enterprise',
      limits: { boards: -1, activeTasks: -1, attachmentsPerTask: -1 },
    });
    expect(profile.usage.isCapped).toBe(false);
    const billing = await get<{
      entitlements: { tier: string };
      subscription: { tier: string; provider: null };
    }>(t, u, '/api/subscription');
    expect(billing.body).toMatchObject({
      entitlements: { tier: 'enterprise' },
      subscription: { tier: 'enterprise', provider: null },
    });
  });

  it('accepts 1 and 365 days, and refuses 0, 366 and a fraction without changing anything', async () => {
    const u = await createTestUser(t.app);
    for (const trialDays of [0, 366, 1.5]) {
      const res = await modify(u, { action: 'grant_trial', tier: 'pro', trialDays, reason: 'Bounds' });
      expect(res.status, String(trialDays)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await me(u)).tier).toBe('basic');
    expect(await adminEntries(u)).toHaveLength(0);
    for (const trialDays of [1, 365]) {
      const res = await modify(u, { action: 'grant_trial', tier: 'pro', trialDays, reason: 'Bounds' });
      expect(res.status).toBe(200);
      expect(Math.round((Date.parse(res.body.subscription.trialEnd ?? '') - Date.now()) / DAY)).toBe(
        trialDays,
      );
    }
  });

  it('moves a paid test-mode subscription into a trial, keeping its provider (billing resumes after it)', async () => {
    const u = await createTestUser(t.app);
    await subscribe(t, u.id, { status: 'active' });
    const res = await modify(u, { action: 'grant_trial', tier: 'pro', trialDays: 10, reason: 'Apology' });
    expect(res.body.subscription).toMatchObject({
      provider: 'test',
      status: 'trialing',
      billingInterval: 'monthly',
    });
    expect(res.body.subscription.currentPeriodEnd).toBe(res.body.subscription.trialEnd);
  });
});

describe('the reason', () => {
  it("is required: a blank one is refused with the spec's words, and nothing changes", async () => {
    const u = await createTestUser(t.app);
    for (const body of [
      { action: 'grant_trial', tier: 'pro', trialDays: 30, reason: '   ' },
      { action: 'upgrade', tier: 'pro', reason: '' },
      { action: 'cancel', reason: '\n' },
    ]) {
      const res = await modify(u, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('Please provide a reason for this action');
    }
    expect((await me(u)).tier).toBe('basic');
    expect(await adminEntries(u)).toHaveLength(0);
  });
});

describe('changing the tier, cancelling, reactivating', () => {
  it('gives a paid tier to someone who pays nobody without an end, and takes it back with basic', async () => {
    const u = await createTestUser(t.app);
    const up = await modify(u, { action: 'upgrade', tier: 'enterprise', reason: 'Partner' });
    expect(up.body.subscription).toMatchObject({
      provider: null,
      tier: 'enterprise',
      status: 'active',
      currentPeriodEnd: null,
    });
    expect((await me(u)).tier).toBe('enterprise');
    const down = await modify(u, { action: 'upgrade', tier: 'basic', reason: 'Partnership over' });
    expect(down.body.subscription).toMatchObject({ tier: 'basic', status: 'canceled' });
    expect((await me(u)).tier).toBe('basic');
    const details = (await adminEntries(u)).map((e) => [e.details.action, e.details.tier, e.details.from]);
    expect(details).toEqual([
      ['upgrade', 'enterprise', { tier: 'basic', status: 'none' }],
      ['upgrade', 'basic', { tier: 'enterprise', status: 'active' }],
    ]);
  });

  it("changes a paid test-mode plan's tier in place, and cancels and reactivates it as the person would", async () => {
    const u = await createTestUser(t.app);
    await subscribe(t, u.id, { status: 'active' });
    const up = await modify(u, { action: 'upgrade', tier: 'enterprise', reason: 'Bigger team' });
    expect(up.body.subscription).toMatchObject({ provider: 'test', tier: 'enterprise', status: 'active' });
    const cancel = await modify(u, { action: 'cancel', reason: 'Asked by mail' });
    expect(cancel.body.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      tier: 'enterprise',
    });
    expect((await me(u)).tier).toBe('enterprise');
    const back = await modify(u, { action: 'reactivate', reason: 'Changed their mind' });
    expect(back.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect((await adminEntries(u)).map((e) => e.details.action)).toEqual(['upgrade', 'cancel', 'reactivate']);
    expect((await entriesOf(db(), u.id, 'subscription.canceled'))[0]).toMatchObject({ actorId: admin.id });
  });

  it('refuses to cancel or reactivate what is not there (409), and names an unknown person (404)', async () => {
    const u = await createTestUser(t.app);
    expect((await modify(u, { action: 'cancel', reason: 'x' })).body.error.code).toBe('CONFLICT');
    await subscribe(t, u.id, { status: 'active' });
    expect((await modify(u, { action: 'reactivate', reason: 'x' })).body.error.code).toBe('CONFLICT');
    const ghost = await post<ErrorBody>(t, admin, `/api/admin/users/nobody/subscription`, {
      action: 'cancel',
      reason: 'x',
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.error.message).toBe('User not found');
  });

  it('refuses every change of a subscription the App Store bills, and changes nothing', async () => {
    const u = await createTestUser(t.app);
    await subscribe(t, u.id, { status: 'active', provider: 'apple', customerId: null });
    for (const body of [
      { action: 'grant_trial', tier: 'enterprise', trialDays: 30, reason: 'x' },
      { action: 'upgrade', tier: 'basic', reason: 'x' },
      { action: 'cancel', reason: 'x' },
      { action: 'reactivate', reason: 'x' },
    ]) {
      const res = await modify(u, body);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('BILLED_EXTERNALLY');
    }
    expect((await me(u)).tier).toBe('pro');
    expect(await adminEntries(u)).toHaveLength(0);
  });

  it('applies a change sent twice with one Idempotency-Key once, answering the same', async () => {
    const u = await createTestUser(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${u.id}/subscription`,
        headers: { ...admin.headers, 'idempotency-key': 'admin-change-0001' },
        payload: { action: 'grant_trial', tier: 'pro', trialDays: 30, reason: 'Once' },
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await adminEntries(u)).toHaveLength(1);
  });

  it('leaves a granted plan the person cannot cancel from their own page', async () => {
    const u = await createTestUser(t.app);
    await modify(u, { action: 'grant_trial', tier: 'pro', trialDays: 30, reason: 'Gift' });
    const own = await post<ErrorBody>(t, u, '/api/subscription/reactivate', {});
    expect(own.status).toBe(409);
    expect((await me(u)).tier).toBe('pro');
  });
});
