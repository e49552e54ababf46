/**
 * The activity log's download: what the filters show, as CSV (safe to open in a spreadsheet) or
 * JSON, recorded as the admin's act; refused to anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../shared/contracts/admin.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { adminOf, logEntries } from './admin.test-support.ts';

let t: TestApp;
let admin: TestUser;
let eve: TestUser;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminOf(t);
  eve = await createTestUser(t.app, { email: 'eve@export.example' });
  await logEntries(t, [
    { at: now - 3000, action: 'user.login', category: 'auth', userId: eve.id, userEmail: eve.email },
    {
      at: now - 2000,
      action: 'admin.subscription_modified',
      category: 'admin',
      userId: eve.id,
      userEmail: eve.email,
      actorId: admin.id,
      actorEmail: admin.email,
      details: { reason: '=HYPERLINK("http://evil.example","click")', tier: 'pro' },
    },
    { at: now - 1000, action: 'data.export', category: 'data', userId: eve.id, userEmail: eve.email },
  ]);
});
afterAll(() => t.close());

const download = (query: string, who = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/activity/export?${query}`, headers: who.headers });

/** RFC 4180 lines → cells (enough for these files: quotes doubled inside quoted cells). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)) {
    const cells = [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
      (m[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'),
    );
    rows.push(cells);
  }
  return rows;
}

describe('downloading the activity log', () => {
  it('gives what the filters show as CSV, newest first, with formulas neutralised', async () => {
    const res = await download(`format=csv&userId=eve%40export&category=admin`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quadrant-activity-.*\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header?.slice(0, 7)).toEqual([
      'id',
      'timestamp',
      'userId',
      'userEmail',
      'actorId',
      'actorEmail',
      'action',
    ]);
    expect(rows.map((r) => r[6])).toEqual(['admin.subscription_modified']);
    const details = rows[0]?.at(-1) ?? '';
    // A cell starting with = would run in a spreadsheet: this one starts with a quote mark instead.
    expect(details.startsWith('{')).toBe(true);
    expect(JSON.parse(details)).toMatchObject({ reason: '=HYPERLINK("http://evil.example","click")' });
    const all = parseCsv((await download('format=csv&userId=eve%40export')).body);
    expect(all.slice(1).map((r) => r[6])).toEqual([
      'data.export',
      'admin.subscription_modified',
      'user.login',
    ]);
  });

  it('neutralises a cell that starts with a formula character', async () => {
    const mallory = await createTestUser(t.app, { email: 'mallory@export.example' });
    await logEntries(t, [
      {
        at: now - 500,
        action: 'user.login',
        category: 'auth',
        userId: mallory.id,
        userEmail: '=cmd|calc!A1',
        details: {},
      },
    ]);
    const rows = parseCsv((await download(`format=csv&subjectId=${mallory.id}`)).body);
    const login = rows.find((r) => r[6] === 'user.login');
    expect(login?.[3]).toBe("'=cmd|calc!A1");
  });

  it("gives JSON with the same entries, and records the download as the admin's act", async () => {
    const res = await download(`format=json&subjectId=${eve.id}&timeRange=1h`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const file = JSON.parse(res.body) as { activities: ActivityEntry[]; count: number; truncated: boolean };
    const seeded = file.activities.filter((a) => !a.action.startsWith('admin.activity'));
    expect(seeded.map((a) => a.action)).toEqual(['data.export', 'admin.subscription_modified', 'user.login']);
    expect(file.truncated).toBe(false);
    const [recorded] = await entriesOf(t.app.ctx.database.db, eve.id, 'admin.activity_exported');
    expect(recorded).toMatchObject({
      actorId: admin.id,
      details: { format: 'json', subjectId: eve.id, timeRange: '1h' },
    });
  });

  it('is refused to anyone but an admin, and asks for a format', async () => {
    expect((await download('format=csv', eve)).statusCode).toBe(403);
    expect((await download('')).statusCode).toBe(400);
  });
});
