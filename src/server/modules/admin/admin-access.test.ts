import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/errors.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { adminOf, get } from './admin.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@ops.example' });
});
afterAll(() => t.close());

const ADMIN_GETS = [
  '/api/admin/stats',
  '/api/admin/users',
  '/api/admin/subscriptions',
  '/api/admin/activity',
  '/api/admin/activity/export?format=csv',
];

describe('who may use the admin API', () => {
  it('refuses a person without the admin role with 403 FORBIDDEN on every admin route', async () => {
    const person = await createTestUser(t.app);
    for (const url of [...ADMIN_GETS, `/api/admin/users/${person.id}`]) {
      const res = await get<ErrorBody>(t, person, url);
      expect(res.status, url).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('refuses a change of subscription by a person without the admin role, and changes nothing', async () => {
    const person = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/subscription`,
      headers: person.headers,
      payload: { action: 'grant_trial', tier: 'enterprise', trialDays: 30, reason: 'me me me' },
    });
    expect(res.statusCode).toBe(403);
    const row = await t.app.ctx.database.db
      .selectFrom('users')
      .select('tier')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.tier).toBe('basic');
  });

  it('refuses anyone without a valid token with 401', async () => {
    for (const url of ADMIN_GETS) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('serves the realm role admin and an address of ADMIN_EMAILS alike', async () => {
    const byRole = await adminOf(t);
    const byAddress = await createTestUser(t.app, { email: 'boss@ops.example' });
    for (const who of [byRole, byAddress])
      for (const url of ADMIN_GETS)
        expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode, url).toBe(200);
  });
});
