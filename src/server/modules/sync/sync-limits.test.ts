/**
 * Issue #8, sync limits: sockets per user are capped and freed on close; old tombstones are
 * purged, and a client further behind than the purge starts again from a full snapshot.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type Changes } from '../../../shared/contracts/sync.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { openSocket, type TestSocket } from '../../test/socket.ts';
import { purgeMutations, purgeTombstones, TOMBSTONE_RETENTION_MS } from './maintenance.ts';
import { MUTATION_TTL_MS } from './write.ts';

let t: TestApp;
let user: TestUser;

async function greeted(): Promise<TestSocket> {
  const socket = await openSocket(t.app);
  socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: user.token, since: 0 });
  return socket;
}

describe('sockets per user', () => {
  beforeEach(async () => {
    t = await createTestApp({ MAX_SOCKETS_PER_USER: '3' });
    user = await createTestUser(t.app);
  });
  afterEach(() => t.close());

  it('refuses the socket past the cap with 4429, and frees the slot on close', async () => {
    const open = [await greeted(), await greeted(), await greeted()];
    for (const s of open) await s.next('ready');
    const extra = await greeted();
    expect(await extra.closed).toBe(4429);
    expect(extra.messages.some((m) => m.type === 'error' && m.code === 'RATE_LIMITED')).toBe(true);

    open[0]?.close();
    await open[0]?.closed;
    const again = await greeted();
    await again.next('ready');
    const other = await createTestUser(t.app);
    const theirs = await openSocket(t.app);
    theirs.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: other.token, since: 0 });
    await theirs.next('ready');
  });
});

describe('tombstones', () => {
  beforeEach(async () => {
    t = await createTestApp();
    user = await createTestUser(t.app);
  });
  afterEach(() => t.close());

  async function changes(since: number): Promise<Changes> {
    const res = await call<Changes>(t.app, {
      method: 'GET',
      url: `/api/sync?since=${since}`,
      headers: user.headers,
    });
    return res.body;
  }

  it('purges old ones, and sends a client that fell behind them a full snapshot', async () => {
    const post = (name: string) =>
      call<{ id: string }>(t.app, {
        method: 'POST',
        url: '/api/boards',
        headers: user.headers,
        payload: { name },
      });
    const kept = await post('Kept');
    const gone = await post('Gone');
    await call(t.app, { method: 'DELETE', url: `/api/boards/${gone.body.id}`, headers: user.headers });
    const before = await changes(1);
    expect(before.full).toBe(false);
    expect(before.deleted.boards).toEqual([gone.body.id]);

    const db = t.app.ctx.database.db;
    const old = Date.now() - TOMBSTONE_RETENTION_MS - 1000;
    await db.updateTable('boards').set({ deletedAt: old }).where('id', '=', gone.body.id).execute();
    expect(await purgeTombstones(db)).toBe(1);
    expect(await purgeTombstones(db)).toBe(0);

    const behind = await changes(1);
    expect(behind.full).toBe(true);
    expect(behind.boards.map((b) => b.id)).toEqual([kept.body.id]);
    expect(behind.deleted.boards).toEqual([]);
    const current = await changes(behind.version);
    expect(current.full).toBe(false);
  });

  it('purges stored idempotent responses past their time, off the write path', async () => {
    await call(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: { ...user.headers, 'idempotency-key': 'old-key-00001' },
      payload: { name: 'B' },
    });
    const db = t.app.ctx.database.db;
    await db
      .updateTable('mutations')
      .set({ createdAt: Date.now() - MUTATION_TTL_MS - 1 })
      .execute();
    await purgeMutations(db);
    expect(await db.selectFrom('mutations').select('id').execute()).toEqual([]);
  });

  it('purges expired responses in bounded batches, oldest first, and keeps the fresh ones', async () => {
    const db = t.app.ctx.database.db;
    const now = Date.now();
    const expired = now - MUTATION_TTL_MS - 1;
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      userId: user.id,
      id: `expired-${String(i).padStart(4, '0')}`,
      fingerprint: 'f',
      status: 200,
      response: 'null',
      createdAt: expired - i,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('mutations')
        .values(rows.slice(i, i + 200))
        .execute();
    await db
      .insertInto('mutations')
      .values({
        userId: user.id,
        id: 'fresh-key-0001',
        fingerprint: 'f',
        status: 200,
        response: 'null',
        createdAt: now,
      })
      .execute();

    expect(await purgeMutations(db, now, 1)).toBe(500);
    // The oldest went first: the newest expired record is still there.
    const left = await db.selectFrom('mutations').select('id').where('id', '=', 'expired-0000').execute();
    expect(left).toHaveLength(1);
    expect(await purgeMutations(db, now)).toBe(700);
    const kept = await db.selectFrom('mutations').select('id').execute();
    expect(kept.map((r) => r.id)).toEqual(['fresh-key-0001']);
  });
});
