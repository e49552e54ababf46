import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { CaptureParseResponse } from '../../../shared/contracts/capture.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';

type Answer = CaptureParseResponse & { error?: { code: string; message: string } };

const REFERENCE = '2026-03-11T09:00:00Z';

describe('POST /api/capture/parse', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const parse = (who: TestUser | null, payload: object) =>
    call<Answer>(t.app, {
      method: 'POST',
      url: '/api/capture/parse',
      headers: who?.headers ?? {},
      payload,
    });
  const board = async (who: TestUser, name: string) =>
    (
      await call<Board>(t.app, {
        method: 'POST',
        url: '/api/boards',
        headers: who.headers,
        payload: { name },
      })
    ).body;

  it('parses a dated phrase in the given zone and suggests the urgent quadrant, saying why', async () => {
    const res = await parse(u, {
      text: 'Call the dentist tomorrow at 5pm',
      language: 'en',
      timeZone: 'Europe/Paris',
      reference: REFERENCE,
    });
    expect(res.status).toBe(200);
    const whole = {
      title: 'Call the dentist',
      dueDate: '2026-03-12',
      dueTime: '17:00',
      repeat: null,
      quadrant: 1,
      quadrantReasons: [{ kind: 'due-soon', dueDate: '2026-03-12' }],
      boardId: null,
      tokens: [
        { kind: 'date', start: 17, end: 25, text: 'tomorrow' },
        { kind: 'time', start: 26, end: 32, text: 'at 5pm' },
      ],
    };
    expect(res.body).toEqual({ ...whole, tasks: [{ text: 'Call the dentist tomorrow at 5pm', ...whole }] });
  });

  it('reads dates in the caller’s zone: late evening in UTC is already tomorrow in Auckland', async () => {
    const payload = { text: 'Pay rent today', language: 'en', reference: '2026-03-11T20:00:00Z' };
    expect((await parse(u, { ...payload, timeZone: 'UTC' })).body.dueDate).toBe('2026-03-11');
    expect((await parse(u, { ...payload, timeZone: 'Pacific/Auckland' })).body.dueDate).toBe('2026-03-12');
  });

  it('says a repeat in words as a rule, dated on its first day (the create body takes both)', async () => {
    const res = await parse(u, {
      text: 'Gym every Monday',
      language: 'en',
      timeZone: 'Europe/Paris',
      reference: REFERENCE,
    });
    expect(res.body).toMatchObject({ title: 'Gym', repeat: 'FREQ=WEEKLY;BYDAY=MO', dueDate: '2026-03-16' });
    expect(res.body.tokens).toEqual([{ kind: 'repeat', start: 4, end: 16, text: 'every Monday' }]);
  });

  it('splits a brain dump into tasks, each dated and placed, keeping the field’s quadrant', async () => {
    const res = await parse(u, {
      text: 'appeler maman demain, finir le rapport vendredi, et un jour ranger le garage',
      language: 'fr',
      timeZone: 'Europe/Paris',
      reference: REFERENCE,
      quadrant: 4,
    });
    expect(res.status).toBe(200);
    expect(res.body.tasks.map((x) => [x.title, x.dueDate, x.quadrant])).toEqual([
      ['appeler maman', '2026-03-12', 3],
      ['finir le rapport', '2026-03-13', 4],
      ['ranger le garage', null, 4],
    ]);
  });

  it("matches #board-name against the caller's own boards only", async () => {
    const other = await createTestUser(t.app);
    const secret = await board(other, 'Secret plans');
    const mine = await board(u, 'Work stuff');
    const base = { language: 'en', timeZone: 'Europe/Paris', reference: REFERENCE };

    const own = await parse(u, { ...base, text: 'send the invoice #work-stuff' });
    expect(own.body).toMatchObject({ boardId: mine.id, title: 'send the invoice' });

    const foreign = await parse(u, { ...base, text: 'read #secret-plans' });
    expect(foreign.body).toMatchObject({ boardId: null, title: 'read #secret-plans' });
    expect(foreign.body.tasks[0]?.boardId).toBeNull();
    // The other user does get their own board.
    expect((await parse(other, { ...base, text: 'read #SECRET_plans' })).body.boardId).toBe(secret.id);
  });

  it('refuses invalid bodies with VALIDATION_FAILED and a clear message', async () => {
    const ok = { text: 'Call mum', language: 'en', timeZone: 'Europe/Paris' };
    const cases: [object, RegExp][] = [
      [{ ...ok, timeZone: 'Mars/Olympus_Mons' }, /time zone/i],
      [{ ...ok, timeZone: '+01:00' }, /time zone/i],
      [{ ...ok, text: 'x'.repeat(2001) }, /text/],
      [{ ...ok, text: '   ' }, /Type or say something/],
      [{ ...ok, text: 'a\u0000b' }, /NUL/],
      [{ ...ok, language: 'xx' }, /language/],
      [{ ...ok, reference: 'tomorrow' }, /reference/],
      [{ ...ok, quadrant: 5 }, /quadrant/],
      [{ language: 'en', timeZone: 'UTC' }, /text/],
    ];
    for (const [payload, message] of cases) {
      const res = await parse(u, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
      expect(res.body.error?.message).toMatch(message);
    }
  });

  it('accepts the longest text allowed', async () => {
    const res = await parse(u, { text: 'a'.repeat(2000), language: 'en', timeZone: 'UTC' });
    expect(res.status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await parse(null, { text: 'Call mum', language: 'en', timeZone: 'UTC' });
    expect(res.status).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(doc.paths['/api/capture/parse']?.post?.tags).toEqual(['capture']);
  });
});
