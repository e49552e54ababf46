import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../../shared/contracts/calendar.ts';
import { deleteAccount } from '../users/account-lifecycle.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

interface Parsed {
  uid: string;
  summary: string;
  description: string;
  categories: string;
  start: ICAL.Time;
  end: ICAL.Time;
}

function parse(text: string): Parsed[] {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return root.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      categories: String(c.getFirstPropertyValue('categories')),
      start: e.startDate,
      end: e.endDate,
    };
  });
}

describe('calendar feeds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function createFeed(u: TestUser): Promise<CalendarFeedCreated> {
    const res = await call<CalendarFeedCreated>(t.app, {
      method: 'POST',
      url: '/api/calendar/feed',
      headers: u.headers,
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function task(u: TestUser, payload: Record<string, unknown>): Promise<string> {
    const res = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { quadrant: 1, ...payload },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  function fetchFeed(url: string) {
    return t.app.inject({ method: 'GET', url: new URL(url).pathname });
  }

  it('serves the owner’s dated tasks as a calendar that parses back', async () => {
    const u = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const allDay = await task(u, {
      title: 'Pay rent; now, really \\ ok',
      dueDate: '2026-03-31',
      quadrant: 2,
    });
    const timed = await task(u, { title: '日本語のタスク 🎉', dueDate: '2026-04-02', dueTime: '09:15' });
    const long = 'A rather long title that must be folded over several lines: éèà ü 日本 🙂 '
      .repeat(3)
      .trim();
    const longId = await task(u, { title: long, dueDate: '2026-04-03' });
    await task(u, { title: 'Undated' });
    const gone = await task(u, { title: 'Deleted one', dueDate: '2026-04-04' });
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${gone}`, headers: u.headers });
    await task(other, { title: 'Not yours', dueDate: '2026-04-05' });

    const feed = await createFeed(u);
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.body).toContain('X-WR-CALNAME:Quadrant');
    expect(res.body).toContain('SUMMARY:Pay rent\\; now\\, really \\\\ ok');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const events = parse(res.body);
    expect(events.map((e) => e.uid).sort()).toEqual(
      [`${allDay}@quadrant`, `${timed}@quadrant`, `${longId}@quadrant`].sort(),
    );
    const byUid = new Map(events.map((e) => [e.uid, e]));

    const day = byUid.get(`${allDay}@quadrant`);
    expect(day?.summary).toBe('Pay rent; now, really \\ ok');
    expect(day?.start.isDate).toBe(true);
    expect(day?.start.toString()).toBe('2026-03-31');
    expect(day?.end.toString()).toBe('2026-04-01');
    expect(day?.categories).toBe('Schedule');
    expect(day?.description).toBe(`Schedule\nhttp://localhost:3000/app/task/${allDay}`);

    const at = byUid.get(`${timed}@quadrant`);
    expect(at?.summary).toBe('日本語のタスク 🎉');
    expect(at?.start.isDate).toBe(false);
    expect(at?.start.toString()).toBe('2026-04-02T09:15:00');
    expect(at?.start.zone?.tzid).toBe('floating');
    expect(at?.end.toString()).toBe('2026-04-02T09:45:00');

    expect(byUid.get(`${longId}@quadrant`)?.summary).toBe(long);
  });

  it('marks completed tasks and keeps them', async () => {
    const u = await createTestUser(t.app);
    const id = await task(u, { title: 'Done thing', dueDate: '2026-05-01' });
    await call(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${id}`,
      headers: u.headers,
      payload: { completed: true },
    });
    const events = parse((await fetchFeed((await createFeed(u)).url)).body);
    expect(events.map((e) => e.summary)).toEqual(['✓ Done thing']);
  });

  it('answers 404 to an unknown, regenerated or revoked secret, alike', async () => {
    const u = await createTestUser(t.app);
    const first = await createFeed(u);
    const second = await createFeed(u);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const old = await fetchFeed(first.url);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${'A'.repeat(43)}.ics` });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/calendar/feed/nope.ics' });
    for (const res of [old, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    expect(old.body).toBe(unknown.body);

    const revoked = await call<CalendarFeedStatus>(t.app, {
      method: 'DELETE',
      url: '/api/calendar/feed',
      headers: u.headers,
    });
    expect(revoked.body).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
  });

  it('stops serving a deleted account’s feed', async () => {
    const u = await createTestUser(t.app);
    await task(u, { title: 'Private', dueDate: '2026-06-01' });
    const feed = await createFeed(u);
    await deleteAccount({ db: t.app.ctx.database.db, bus: t.app.ctx.bus }, u.id);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
  });

  it('reports the feed’s state without its URL', async () => {
    const u = await createTestUser(t.app);
    const get = () =>
      call<CalendarFeedStatus>(t.app, { method: 'GET', url: '/api/calendar/feed', headers: u.headers });
    expect((await get()).body).toEqual({ active: false, createdAt: null });
    const feed = await createFeed(u);
    expect((await get()).body).toEqual({ active: true, createdAt: feed.createdAt });
  });

  it('requires sign-in to manage the feed', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call<{ error: { code: string } }>(t.app, { method, url: '/api/calendar/feed' });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('stores only the hash of the secret', async () => {
    const u = await createTestUser(t.app);
    const feed = await createFeed(u);
    const token = /\/([^/]+)\.ics$/.exec(feed.url)?.[1] ?? '';
    const rows = await t.app.ctx.database.db
      .selectFrom('calendarFeeds')
      .selectAll()
      .where('userId', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
