import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/contracts/me.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';

describe('/api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com' });
  });
  afterAll(() => t.close());

  it('returns profile, free plan limits and usage', async () => {
    const u = await createTestUser(t.app, { name: 'Ada' });
    await call(t.app, { method: 'POST', url: '/api/boards', headers: u.headers, payload: { name: 'One' } });
    const res = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers: u.headers });
    expect(res.body).toMatchObject({
      id: u.id,
      name: 'Ada',
      isAdmin: false,
      tier: 'basic',
      language: null,
      limits: { boards: 5, activeTasks: 100, totalTasks: 250, attachmentsPerTask: 1 },
      usage: { boards: 1, activeTasks: 0, totalTasks: 0, isCapped: false },
      version: 1,
    });
  });

  it('stores the language and rejects unsupported ones', async () => {
    const u = await createTestUser(t.app);
    const ok = await call<Me>(t.app, {
      method: 'PATCH',
      url: '/api/me',
      headers: u.headers,
      payload: { language: 'ja' },
    });
    expect(ok.body.language).toBe('ja');
    const bad = await call<{ error: { code: string } }>(t.app, {
      method: 'PATCH',
      url: '/api/me',
      headers: u.headers,
      payload: { language: 'xx' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('marks admins from ADMIN_EMAILS, case-insensitively', async () => {
    const boss = await createTestUser(t.app, { email: 'boss@example.com' });
    const res = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers: boss.headers });
    expect(res.body.isAdmin).toBe(true);
  });

  it('says admin exactly when the admin API serves the caller: by the token, not a stored role', async () => {
    // A role stored while the caller's token was issued without it (or by an external provider,
    // which knows nothing of the stored role): the admin API refuses, so /api/me must not offer it.
    const u = await createTestUser(t.app);
    await t.app.ctx.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', u.id).execute();
    const me = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers: u.headers });
    const stats = await call(t.app, { method: 'GET', url: '/api/admin/stats', headers: u.headers });
    expect([me.body.isAdmin, stats.status]).toEqual([false, 403]);
  });
});
