/**
 * The activity log for admins: newest first by id, pages by `lastEvaluatedKey` across entries of
 * the same millisecond, every filter on the server (e-mail of whom it is about or who acted,
 * part of an action, category, time range, one person), and opening it recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 } from 'uuid';
import type { ActivityEntry } from '../../../shared/contracts/admin.ts';
import type { ErrorBody } from '../../../shared/errors.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { adminOf, get, logEntries } from './admin.test-support.ts';

type Page = { activities: ActivityEntry[]; lastEvaluatedKey: string | null };
const HOUR = 3_600_000;
let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
const now = Date.now();
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminOf(t);
  ann = await createTestUser(t.app, { email: 'ann.smith@log.example' });
  bob = await createTestUser(t.app, { email: 'bob.jones@log.example' });
  const about = (u: TestUser) => ({ userId: u.id, userEmail: u.email });
  const by = (u: TestUser) => ({ actorId: u.id, actorEmail: u.email });
  const seeded = await logEntries(t, [
    { at: now - 40 * 24 * HOUR, action: 'user.register', category: 'auth', ...about(ann), ...by(ann) },
    {
      at: now - 3 * 24 * HOUR,
      action: 'subscription.created',
      category: 'subscription',
      ...about(bob),
      ...by(bob),
    },
    { at: now - 2 * HOUR, action: 'user.login', category: 'auth', ...about(bob), ...by(bob) },
    {
      at: now - 30 * 60_000,
      action: 'admin.subscription_modified',
      category: 'admin',
      ...about(ann),
      ...by(admin),
    },
    { at: now - 10 * 60_000, action: 'billing.plan_paused', category: 'system', ...about(ann) },
    { at: now - 5 * 60_000, action: 'system.config_changed', category: 'system' },
  ]);
  for (const [i, name] of [
    'annRegister',
    'bobSub',
    'bobLogin',
    'annModified',
    'annPaused',
    'config',
  ].entries())
    ids[name] = seeded[i] ?? '';
});
afterAll(() => t.close());

const page = (query: string) => get<Page & ErrorBody>(t, admin, `/api/admin/activity?${query}`);
/**
 * The entries a query shows (newest first, seeded ones by name), every page followed; left out:
 * admins' views of the log and what the app itself recorded when it started.
 */
async function shown(query: string, limit = 50): Promise<string[]> {
  const out: string[] = [];
  let key: string | null = null;
  do {
    const res = await page(`${query}&limit=${limit}${key ? `&lastEvaluatedKey=${key}` : ''}`);
    expect(res.status).toBe(200);
    const ours = res.body.activities.filter(
      (a) =>
        !a.action.startsWith('admin.activity') &&
        (a.action !== 'system.config_changed' || a.id === ids.config),
    );
    out.push(...ours.map((a) => a.id));
    key = res.body.lastEvaluatedKey;
  } while (key);
  const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return out.map((id) => names[id] ?? id);
}

describe('the activity log', () => {
  it('is newest first, and presents each entry with who acted', async () => {
    expect(await shown('timeRange=all')).toEqual([
      'config',
      'annPaused',
      'annModified',
      'bobLogin',
      'bobSub',
      'annRegister',
    ]);
    const res = await page('limit=50');
    const modified = res.body.activities.find((a) => a.id === ids.annModified);
    expect(modified).toMatchObject({
      userEmail: ann.email,
      actorEmail: admin.email,
      category: 'admin',
      ipAddress: '203.0.113.9',
      success: true,
      timestamp: new Date(now - 30 * 60_000).toISOString(),
    });
  });

  it('pages by key across entries written in the same millisecond: each once, in id order', async () => {
    const ms = Date.UTC(2001, 0, 1);
    const same = Array.from({ length: 7 }, () => v7({ msecs: ms }));
    await logEntries(
      t,
      same.map((id) => ({ id, at: ms, action: 'data.import', category: 'data' })),
    );
    const got: string[] = [];
    let key: string | null = null;
    do {
      const res: { body: Page } = await page(`category=data&limit=2${key ? `&lastEvaluatedKey=${key}` : ''}`);
      got.push(...res.body.activities.map((a) => a.id));
      key = res.body.lastEvaluatedKey;
    } while (key);
    expect(got).toEqual([...same].sort().reverse());
  });

  it('filters by category, by part of an action (raw or readable), and both', async () => {
    expect(await shown('category=auth')).toEqual(['bobLogin', 'annRegister']);
    expect(await shown('action=subscription')).toEqual(['annModified', 'bobSub']);
    expect(await shown('action=Plan%20Paused')).toEqual(['annPaused']);
    expect(await shown('action=subscription&category=admin')).toEqual(['annModified']);
    expect(await shown('action=no-such-thing')).toEqual([]);
  });

  it('filters by time range, as an id range', async () => {
    expect(await shown('timeRange=1h')).toEqual(['config', 'annPaused', 'annModified']);
    expect(await shown('timeRange=24h')).toEqual(['config', 'annPaused', 'annModified', 'bobLogin']);
    expect(await shown('timeRange=7d&category=subscription')).toEqual(['bobSub']);
    expect((await shown('timeRange=30d')).includes('annRegister')).toBe(false);
  });

  it('filters by e-mail: entries about, or made by, people whose address contains it', async () => {
    expect(await shown('userId=ANN.SMITH')).toEqual(['annPaused', 'annModified', 'annRegister']);
    expect(await shown(`userId=${encodeURIComponent(admin.email)}`)).toEqual(['annModified']);
    expect(await shown('userId=jones&timeRange=24h')).toEqual(['bobLogin']);
    expect(await shown('userId=log.example&action=login')).toEqual(['bobLogin']);
    // Two letters: every address has an "o" and "n"… this one is walked, not looked up.
    expect(await shown('userId=n.&category=auth')).toEqual(['annRegister']);
    expect(await shown('userId=nobody-at-all')).toEqual([]);
  });

  it('filters by many matching people at once', async () => {
    const crowd: TestUser[] = [];
    for (let i = 0; i < 60; i++) crowd.push(await createTestUser(t.app, { email: `crowd${i}@many.example` }));
    const at = Date.UTC(2002, 0, 1);
    const seeded = await logEntries(
      t,
      crowd.map((u, i) => ({
        at: at + i,
        action: 'user.login',
        category: 'auth',
        userId: u.id,
        userEmail: u.email,
      })),
    );
    const res = await shown('userId=%40many.example', 25);
    expect(res).toEqual([...seeded].reverse());
  });

  it("shows one person's entries (the user detail's tab)", async () => {
    expect(await shown(`subjectId=${ann.id}`)).toEqual(['annPaused', 'annModified', 'annRegister']);
    expect(await shown(`subjectId=${ann.id}&category=system`)).toEqual(['annPaused']);
  });

  it('records opening it (a first page), with the filters, the admin as actor; not each further page', async () => {
    const before = (await entriesOf(t.app.ctx.database.db, null, 'admin.activity_viewed')).length;
    const first = await page('category=auth&limit=1');
    await page(`category=auth&limit=1&lastEvaluatedKey=${first.body.lastEvaluatedKey ?? ''}`);
    const views = await entriesOf(t.app.ctx.database.db, null, 'admin.activity_viewed');
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({
      actorId: admin.id,
      details: { category: 'auth', timeRange: 'all' },
    });
    await page(`subjectId=${ann.id}`);
    const [aboutAnn] = await entriesOf(t.app.ctx.database.db, ann.id, 'admin.activity_viewed');
    expect(aboutAnn).toMatchObject({ actorId: admin.id, details: { subjectId: ann.id } });
  });

  it('refuses a key it did not give (400)', async () => {
    const res = await page('lastEvaluatedKey=1;drop');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});
