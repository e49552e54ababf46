import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '../../../shared/contracts/entities.ts';
import type { Changes } from '../../../shared/contracts/sync.ts';
import { newId } from '../../../shared/ids.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { buildSnapshot } from './snapshot.ts';
import type { SnapshotRows } from './snapshot-rows.ts';
import { changesSince } from './sync.service.ts';

/**
 * The snapshot built from the last version's rows plus the changes since (snapshot.ts) against
 * the same snapshot built from scratch, and against the envelope `changesSince(0)` returns, after
 * random sequences of writes across the entity kinds through the real routes.
 */
const OPS = [
  'createBoard',
  'renameBoard',
  'deleteBoard',
  'createTask',
  'renameTask',
  'completeTask',
  'changeQuadrant',
  'moveInPool',
  'putOnBoard',
  'takeOffBoard',
  'deleteTask',
  'restoreTask',
  'addItem',
  'tickItem',
  'deleteItem',
  'addReminder',
  'deleteReminder',
  'pull',
] as const;
type Op = { op: (typeof OPS)[number]; a: number; b: number; flag: boolean };

const opArb: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom(...OPS),
  a: fc.nat(),
  b: fc.nat(),
  flag: fc.boolean(),
});

interface Known {
  boards: string[];
  tasks: string[];
  items: string[];
  reminders: string[];
}

/** `changesSince(0)` with each kind in id order: the order a snapshot is sent in. */
function inIdOrder(changes: Changes): Changes {
  const sorted = { ...changes };
  for (const kind of ENTITY_KINDS)
    (sorted[kind] as { id: string }[]) = [...changes[kind]].sort((x, y) => (x.id < y.id ? -1 : 1));
  return sorted;
}

describe('the full snapshot, built from the last version plus the changes since', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function send(u: TestUser, method: string, url: string, payload?: object): Promise<unknown> {
    const res = await t.app.inject({ method: method as 'GET', url, headers: u.headers, payload });
    // A random sequence asks for things that are gone (a deleted board, an item of a deleted
    // task): a refusal is fine, a server error is not.
    expect(res.statusCode).toBeLessThan(500);
    return res.statusCode < 300 && res.body ? (JSON.parse(res.body) as unknown) : undefined;
  }

  const idOf = (body: unknown): string | undefined =>
    typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string'
      ? body.id
      : undefined;
  const pick = (ids: string[], n: number): string | undefined => ids[n % Math.max(ids.length, 1)];
  // UUIDv7 ids arrive in order; a random (v4) one lands in the middle of the kept rows.
  const someId = (flag: boolean) => (flag ? newId() : crypto.randomUUID());

  async function apply(u: TestUser, known: Known, { op, a, b, flag }: Op): Promise<void> {
    const task = pick(known.tasks, a);
    const board = pick(known.boards, b);
    const item = pick(known.items, a);
    const reminder = pick(known.reminders, a);
    const q = (a % 4) + 1;
    const add = (list: string[], body: unknown) => {
      const id = idOf(body);
      if (id) list.push(id);
    };
    if (op === 'createBoard') add(known.boards, await send(u, 'POST', '/api/boards', { name: `Board ${a}` }));
    if (op === 'renameBoard' && board)
      await send(u, 'PATCH', `/api/boards/${board}`, { name: `Renamed ${b}` });
    if (op === 'deleteBoard' && board) await send(u, 'DELETE', `/api/boards/${board}`);
    if (op === 'createTask')
      add(
        known.tasks,
        await send(u, 'POST', '/api/tasks', {
          id: someId(flag),
          title: `Task ${a} “${b}”`,
          quadrant: q,
          ...(board && b % 2 === 0 ? { boardId: board } : {}),
        }),
      );
    if (!task) return;
    if (op === 'renameTask') await send(u, 'PATCH', `/api/tasks/${task}`, { title: `Renamed ${b} é 漢` });
    if (op === 'completeTask') await send(u, 'PATCH', `/api/tasks/${task}`, { completed: flag });
    if (op === 'changeQuadrant') await send(u, 'PATCH', `/api/tasks/${task}`, { quadrant: q });
    if (op === 'moveInPool')
      await send(u, 'POST', `/api/tasks/${task}/move`, { boardId: 'pool', quadrant: q, order: `a${b % 10}` });
    if (op === 'putOnBoard' && board) await send(u, 'PUT', `/api/tasks/${task}/boards/${board}`, {});
    if (op === 'takeOffBoard' && board) await send(u, 'DELETE', `/api/tasks/${task}/boards/${board}`);
    if (op === 'deleteTask') await send(u, 'DELETE', `/api/tasks/${task}`);
    if (op === 'restoreTask') await send(u, 'POST', `/api/tasks/${task}/restore`);
    if (op === 'addItem')
      add(
        known.items,
        await send(u, 'POST', `/api/tasks/${task}/checklist`, { id: someId(flag), text: `Step ${b}` }),
      );
    if (op === 'tickItem' && item) await send(u, 'PATCH', `/api/checklist/${item}`, { done: flag });
    if (op === 'deleteItem' && item) await send(u, 'DELETE', `/api/checklist/${item}`);
    if (op === 'addReminder')
      add(
        known.reminders,
        await send(u, 'POST', `/api/tasks/${task}/reminders`, { at: '2099-01-01T09:00:00Z' }),
      );
    if (op === 'deleteReminder' && reminder) await send(u, 'DELETE', `/api/reminders/${reminder}`);
  }

  async function expectSameAsFromScratch(u: TestUser, rows: SnapshotRows | undefined): Promise<SnapshotRows> {
    const db = t.app.ctx.database.db;
    const incremental = await buildSnapshot(db, u.id, rows, false);
    const scratch = await buildSnapshot(db, u.id, undefined, false);
    const reference = inIdOrder(await changesSince(db, u.id, 0));
    expect(incremental.version).toBe(reference.version);
    expect(incremental.json.toString()).toBe(scratch.json.toString());
    expect(incremental.json.toString()).toBe(JSON.stringify(reference));
    return incremental.rows;
  }

  it('equals a build from scratch, byte for byte, after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 40, size: 'max' }), async (ops) => {
        const u = await createTestUser(t.app);
        const known: Known = { boards: [], tasks: [], items: [], reminders: [] };
        // Something of each kind to start from, so that most random writes land on a live row.
        for (const [i, op] of (
          ['createBoard', 'createTask', 'createTask', 'addItem', 'addReminder'] as const
        ).entries())
          await apply(u, known, { op, a: i, b: i, flag: i % 2 === 0 });
        let rows = await expectSameAsFromScratch(u, undefined);
        for (const op of ops) {
          if (op.op === 'pull') rows = await expectSameAsFromScratch(u, rows);
          else await apply(u, known, op);
        }
        await expectSameAsFromScratch(u, rows);
      }),
      { numRuns: 20 },
    );
    // 20 runs of up to 40 writes: 18 s on PostgreSQL on a loaded 2-core machine (a hang guard).
  }, 60_000);

  it('reads everything again below the tombstone horizon, and keeps the rows otherwise', async () => {
    const db = t.app.ctx.database.db;
    const u = await createTestUser(t.app);
    const known: Known = { boards: [], tasks: [], items: [], reminders: [] };
    await apply(u, known, { op: 'createTask', a: 1, b: 1, flag: true });
    const first = await buildSnapshot(db, u.id, undefined, false);
    await apply(u, known, { op: 'renameTask', a: 0, b: 2, flag: true });
    const next = await buildSnapshot(db, u.id, first.rows, false);
    expect(next.rows).toBe(first.rows);
    await apply(u, known, { op: 'deleteTask', a: 0, b: 0, flag: true });
    // Maintenance purged tombstones up to the newest version: a delta from the kept rows could
    // miss a delete, so the snapshot is read whole.
    await db
      .updateTable('users')
      .set({ tombstoneHorizon: next.version + 1 })
      .where('id', '=', u.id)
      .execute();
    const after = await buildSnapshot(db, u.id, next.rows, false);
    expect(after.rows).not.toBe(next.rows);
    expect(after.json.toString()).toBe(JSON.stringify(inIdOrder(await changesSince(db, u.id, 0))));
    expect(after.rows.count('tasks')).toBe(0);
  });
});
