/**
 * Issue #8 with an external issuer (Keycloak's role): its users get a row on first sight, but a
 * deleted account's subject never does again, however valid its token, even after a restart.
 */
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeIssuer } from '../../test/fake-issuer.ts';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { deleteAccount } from './account-lifecycle.ts';
import { findUserById } from './users.repo.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function start(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  cleanups.push(t.close);
  return t;
}

describe('an external issuer', () => {
  it('provisions a new subject, but never re-creates a deleted one, even after a restart', async () => {
    const issuer = await fakeIssuer(cleanups);
    const first = await start({ OIDC_ISSUER: issuer.url });
    const sub = crypto.randomUUID();
    const headers = { authorization: `Bearer ${await issuer.sign(sub)}` };
    expect((await call(first.app, { method: 'GET', url: '/api/me', headers })).status).toBe(200);
    expect(await findUserById(first.app.ctx.database.db, sub)).toBeDefined();

    await deleteAccount({ db: first.app.ctx.database.db, bus: first.app.ctx.bus }, sub);
    expect((await call(first.app, { method: 'GET', url: '/api/me', headers })).status).toBe(401);

    const db = first.config.database;
    const second = await start({
      OIDC_ISSUER: issuer.url,
      DATA_DIR: first.config.dataDir,
      DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}`,
    });
    const write = await call(second.app, {
      method: 'POST',
      url: '/api/boards',
      headers,
      payload: { name: 'Back' },
    });
    expect(write.status).toBe(401);
    // The row waits, marked deleted, for its erasure 90 days on (account-purge.ts); not revived.
    const row = await findUserById(second.app.ctx.database.db, sub);
    expect(row?.deletedAt).toEqual(expect.any(Number));
    expect(row?.disabledAt).toEqual(expect.any(Number));
  });
});
