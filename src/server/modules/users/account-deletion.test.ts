/**
 * Issue #8: a deleted user's still-valid token used to re-create the account (the provisioner
 * upserted any verified subject) and its refresh token worked again. A token whose account is
 * gone or disabled is refused everywhere: after a restart, in another process, on the socket.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import type { Config } from '../../config.ts';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { openSocket } from '../../test/socket.ts';
import { newAccount, registerAndGetTokens, tokenRequest } from '../identity/identity.test-support.ts';
import { deleteAccount, disableAccount } from './account-lifecycle.ts';
import { findUserById } from './users.repo.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  // The later app shares the first one's data folder and database: close it first.
  for (const app of apps.splice(0).reverse()) await app.close();
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

/** What a second process (or the same one restarted) needs to share the first one's state. */
function sharedEnv(config: Config): Record<string, string> {
  const db = config.database;
  return {
    DATA_DIR: config.dataDir,
    DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}`,
  };
}

async function signedUp(t: TestApp): Promise<{ id: string; access: string; refresh: string }> {
  const { tokens } = await registerAndGetTokens(t.app, newAccount());
  const me = await call<{ id: string }>(t.app, {
    method: 'GET',
    url: '/api/me',
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(me.status).toBe(200);
  return { id: me.body.id, access: tokens.access_token, refresh: tokens.refresh_token ?? '' };
}

async function expectRefused(t: TestApp, access: string): Promise<void> {
  const headers = { authorization: `Bearer ${access}` };
  const me = await call(t.app, { method: 'GET', url: '/api/me', headers });
  const write = await call(t.app, {
    method: 'POST',
    url: '/api/boards',
    headers,
    payload: { name: 'Back?' },
  });
  expect([me.status, write.status]).toEqual([401, 401]);
}

describe('deleted accounts', () => {
  it('stay deleted after a restart: the token is refused, nothing is re-created, the refresh token is dead', async () => {
    const first = await start();
    const user = await signedUp(first);
    // Deleted the blunt way (an operator's DELETE): the row is simply gone.
    await first.app.ctx.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    await first.app.close();

    const restarted = await start(sharedEnv(first.config));
    await expectRefused(restarted, user.access);
    expect(await findUserById(restarted.app.ctx.database.db, user.id)).toBeUndefined();
    const refresh = await tokenRequest(restarted.app, {
      grant_type: 'refresh_token',
      refresh_token: user.refresh,
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('are refused at once by another process, grants and sessions revoked with them', async () => {
    const a = await start();
    const b = await start(sharedEnv(a.config));
    const user = await signedUp(a);
    const warm = await call(b.app, {
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(warm.status).toBe(200);

    await deleteAccount({ db: a.app.ctx.database.db, bus: a.app.ctx.bus }, user.id);
    await expectRefused(b, user.access);
    await expectRefused(a, user.access);
    const refresh = await tokenRequest(b.app, { grant_type: 'refresh_token', refresh_token: user.refresh });
    expect(refresh.statusCode).toBe(400);
    const left = await a.app.ctx.database.db
      .selectFrom('oidcModels')
      .select('kind')
      .where('payload', 'like', `%${user.id}%`)
      .execute();
    expect(left).toEqual([]);
  });

  it('close their open sockets', async () => {
    const t = await start();
    const user = await signedUp(t);
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: user.access, since: 0 });
    await socket.next('ready');
    await deleteAccount({ db: t.app.ctx.database.db, bus: t.app.ctx.bus }, user.id);
    expect(await socket.closed).toBe(4401);
  });
});

describe('disabled accounts', () => {
  it('are refused with their still-valid tokens, and cannot refresh', async () => {
    const t = await start();
    const user = await signedUp(t);
    await disableAccount({ db: t.app.ctx.database.db, bus: t.app.ctx.bus }, user.id);
    await expectRefused(t, user.access);
    const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: user.refresh });
    expect(refresh.statusCode).toBe(400);
  });
});
