import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createOidcAdapter, revokeGrant } from './oidc-adapter.ts';

let t: TestApp;
let clock = 1_000_000;
const now = (): number => clock;

beforeEach(async () => {
  t = await createTestApp();
  clock = Date.now();
});

afterEach(async () => {
  await t.close();
});

describe('the oidc_models adapter', () => {
  it('stores, finds by id and uid, and replaces on upsert', async () => {
    const Adapter = createOidcAdapter(t.app.ctx.database.db, now);
    const interactions = new Adapter('Interaction');
    await interactions.upsert('i1', { uid: 'u1', returnTo: '/a' }, 60);
    expect(await interactions.find('i1')).toMatchObject({ uid: 'u1', returnTo: '/a' });
    expect(await interactions.findByUid('u1')).toMatchObject({ returnTo: '/a' });
    await interactions.upsert('i1', { uid: 'u1', returnTo: '/b' }, 60);
    expect(await interactions.find('i1')).toMatchObject({ returnTo: '/b' });
    // Same id, another kind: a different record.
    expect(await new Adapter('Session').find('i1')).toBeUndefined();
  });

  it('never returns an expired record, and sweeps expired rows', async () => {
    const Adapter = createOidcAdapter(t.app.ctx.database.db, now);
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    clock += 61_000;
    expect(await codes.find('c1')).toBeUndefined();
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    const ids = await t.app.ctx.database.db
      .selectFrom('oidcModels')
      .select('id')
      .where('kind', '=', 'AuthorizationCode')
      .execute();
    expect(ids.map((r) => r.id)).toEqual(['c2']);
  });

  it('marks consumed records and revokes by grant', async () => {
    const Adapter = createOidcAdapter(t.app.ctx.database.db, now);
    const refresh = new Adapter('RefreshToken');
    await refresh.upsert('r1', { grantId: 'g1' }, 600);
    await refresh.upsert('r2', { grantId: 'g2' }, 600);
    await refresh.consume('r1');
    expect((await refresh.find('r1'))?.consumed).toBeTruthy();
    expect((await refresh.find('r2'))?.consumed).toBeUndefined();
    await refresh.revokeByGrantId('g1');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeDefined();
    await refresh.destroy('r2');
    expect(await refresh.find('r2')).toBeUndefined();
  });

  it('revokeGrant removes the grant and everything issued under it', async () => {
    const Adapter = createOidcAdapter(t.app.ctx.database.db, now);
    await new Adapter('Grant').upsert('g1', { accountId: 'a' }, 600);
    await new Adapter('RefreshToken').upsert('r1', { grantId: 'g1' }, 600);
    await new Adapter('RefreshToken').upsert('r2', { grantId: 'g2' }, 600);
    await revokeGrant(t.app.ctx.database.db, 'g1');
    const left = await t.app.ctx.database.db
      .selectFrom('oidcModels')
      .select(['kind', 'id'])
      .orderBy('id')
      .execute();
    expect(left).toEqual([{ kind: 'RefreshToken', id: 'r2' }]);
  });
});
