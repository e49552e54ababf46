/**
 * At scale Quadrant runs as several identical processes on one PostgreSQL. A write served by one
 * process must reach sockets held by another: the change bus carries it over LISTEN/NOTIFY.
 * (With SQLite there is one process by design: `*.pg.test.ts` files run only in the PostgreSQL leg.)
 */
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { openSocket } from '../../test/socket.ts';

describe('several processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    if (a.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    b = await createTestApp({ DATABASE_URL: a.config.database.url, DATA_DIR: a.config.dataDir });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('pushes a write made through process A to a socket on process B', async () => {
    const user = await createTestUser(a.app);
    const socket = await openSocket(b.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: user.token, since: 0 });
    await socket.next('ready');
    const task = await call<Task>(a.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: user.headers,
      payload: { title: 'Across', quadrant: 1 },
    });
    const pushed = await socket.next('changes');
    expect(pushed.changes.tasks.map((x) => x.id)).toEqual([task.body.id]);
    socket.close();
  });

  it('serializes one user’s writes across processes: the limit holds', async () => {
    const user = await createTestUser(a.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call((i % 2 ? a : b).app, {
          method: 'POST',
          url: '/api/boards',
          headers: user.headers,
          payload: { name: `P${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
  });
});
