import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { findTaskWithPlacements } from '../modules/tasks/tasks.repo.ts';
import { accountStatus, insertUser } from '../modules/users/users.repo.ts';
import { groupCommit } from './group-commit.ts';
import { SqliteReader } from './sqlite-reader.ts';

// SQLite's own connection for the hot reads (ADR 0040), on a database file in every project.
describe('the SQLite reader', () => {
  let dir: string;
  let file: string;
  let t: TestApp;
  let user: TestUser;
  let onBoard: string;
  let inPool: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-reader-'));
    file = path.join(dir, 'reader.db');
    t = await createTestApp({ DATABASE_URL: `sqlite:${file}` });
    user = await createTestUser(t.app);
    const board = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: user.headers,
      payload: { name: 'Launch' },
    });
    const create = (payload: object) =>
      call<{ id: string }>(t.app, { method: 'POST', url: '/api/tasks', headers: user.headers, payload });
    onBoard = (await create({ title: 'On a board', quadrant: 1, boardId: board.body.id })).body.id;
    inPool = (await create({ title: 'In the pool', quadrant: 2 })).body.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keys rows exactly as Kysely does, placements included', async () => {
    const db = t.app.ctx.database.db;
    for (const id of [onBoard, inPool]) {
      const fromReader = await findTaskWithPlacements(db, user.id, id);
      // In a transaction, the same prepared query runs through Kysely's driver and plugins.
      const fromKysely = await db.transaction().execute((trx) => findTaskWithPlacements(trx, user.id, id));
      expect(fromReader).toEqual(fromKysely);
      expect(Object.keys(fromReader?.row ?? {})).toEqual(Object.keys(fromKysely?.row ?? {}));
    }
    expect((await findTaskWithPlacements(db, user.id, onBoard))?.placements).toHaveLength(1);
  });

  it('sees a group-commit batch only after its COMMIT, and does not wait for it', async () => {
    const db = t.app.ctx.database.db;
    const newcomer = crypto.randomUUID();
    let during: unknown[] = [];
    const committed = groupCommit(db, async (trx) => {
      await insertUser(trx, {
        id: newcomer,
        email: `${newcomer}@example.com`,
        name: 'N',
        passwordHash: null,
      });
      await trx.updateTable('tasks').set({ title: 'Renamed' }).where('id', '=', inPool).execute();
      // Read on the database itself while this batch holds the writer: through Kysely it would
      // wait for the batch (here: forever); the reader answers from the last COMMIT.
      during = [
        (await accountStatus(db, newcomer)).status,
        (await findTaskWithPlacements(db, user.id, inPool))?.row.title,
      ];
    });
    await committed;
    expect(during).toEqual(['missing', 'In the pool']);
    expect((await accountStatus(db, newcomer)).status).toBe('active');
    expect((await findTaskWithPlacements(db, user.id, inPool))?.row.title).toBe('Renamed');
  });

  it('answers the point read of the API from a database file', async () => {
    const res = await call<{ id: string; title: string }>(t.app, {
      method: 'GET',
      url: `/api/tasks/${onBoard}`,
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: onBoard, title: 'On a board' });
  });

  it('refuses a write sent to it', async () => {
    const reader = new SqliteReader(file, []);
    try {
      await expect(reader.all('delete from tasks where id = ?', [inPool])).rejects.toThrow(
        /readonly|read-only/i,
      );
      expect(await reader.all('select title from tasks where id = ?', [onBoard])).toEqual([
        { title: 'On a board' },
      ]);
    } finally {
      reader.close();
    }
  });
});
