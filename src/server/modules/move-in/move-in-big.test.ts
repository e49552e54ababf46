/**
 * Issue 36 "Move in": a big file (10,000 tasks) is imported in the background, batch by batch (each
 * batch one write, so devices see the tasks arrive), with its progress readable meanwhile, and is
 * undone in one write. The job is driven by the test (the app's own runner is stopped).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { runJobs } from '../data-export/data-export.test-support.ts';
import { BATCH, importJobKey, runImportJob } from './move-in-import.ts';
import { preview, read, start, undo } from './move-in.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ctx.jobs.stop();
});
afterAll(() => t.close());

const TASKS = 10_000;

/** 10,000 tasks over 5 lists; every 10th with a checklist, every 3rd with a date. */
function bigSheet(): string {
  const rows = ['Title,Priority,List,Due,Checklist'];
  for (let i = 0; i < TASKS; i++)
    rows.push(
      `Task ${i + 1},${(i % 4) + 1},Project ${(i % 5) + 1},${i % 3 === 0 ? '2026-05-01' : ''},${i % 10 === 0 ? 'one;two' : ''}`,
    );
  return rows.join('\n');
}

async function liveTasks(userId: string) {
  return t.app.ctx.database.db
    .selectFrom('tasks')
    .select(['id', 'version', 'deletedAt'])
    .where('userId', '=', userId)
    .execute();
}

describe('a big import', () => {
  it('runs in the background in batches with its progress, and is undone in one write', async () => {
    const u = await createTestUser(t.app);
    await t.app.ctx.database.db.updateTable('users').set({ tier: 'pro' }).where('id', '=', u.id).execute();
    await call(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title: 'Mine', quadrant: 1 },
    });
    const m = await preview(t, u, 'everything.csv', bigSheet());
    expect(m.preview).toMatchObject({ tasks: TASKS, fit: { all: true, tasks: TASKS, boards: 5 } });

    const started = await start(t, u, m.id);
    expect(started.body).toMatchObject({ status: 'running', progress: { done: 0, total: TASKS } });
    expect(await liveTasks(u.id)).toHaveLength(1);
    const job = await t.app.ctx.database.db
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('key', '=', importJobKey(m.id))
      .executeTakeFirst();
    expect(job).toEqual({ kind: 'move-ins.import', status: 'pending' });

    // One slice of no time: one batch, then the job is scheduled again for the rest.
    const deps = { db: t.app.ctx.database.db, bus: t.app.ctx.bus };
    await runImportJob(deps, m.id, Date.now(), 0);
    const midway = await read(t, u, m.id);
    expect(midway).toMatchObject({ status: 'running', progress: { done: BATCH, total: TASKS } });
    expect(midway.result.imported).toBe(BATCH);
    expect(await liveTasks(u.id)).toHaveLength(BATCH + 1);

    await runJobs(t);
    const done = await read(t, u, m.id);
    expect(done).toMatchObject({ status: 'done', progress: { done: TASKS, total: TASKS } });
    expect(done.result).toMatchObject({ imported: TASKS, remaining: 0, boards: 5 });
    // The boards it made, each once ("Go to your tasks" opens the first; an undo forgets them).
    expect(new Set(done.result.boardIds).size).toBe(5);
    const tasks = await liveTasks(u.id);
    expect(tasks).toHaveLength(TASKS + 1);
    // Each batch was a write of its own.
    const versions = new Set(tasks.filter((x) => x.deletedAt === null).map((x) => x.version));
    expect(versions.size).toBe(TASKS / BATCH + 1);
    const items = await t.app.ctx.database.db
      .selectFrom('checklistItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBe((TASKS / 10) * 2);

    const back = await undo(t, u, m.id);
    expect(back.body.status).toBe('undone');
    const after = await liveTasks(u.id);
    const gone = after.filter((x) => x.deletedAt !== null);
    expect(gone).toHaveLength(TASKS);
    expect(new Set(gone.map((x) => x.version)).size).toBe(1);
    expect(after.filter((x) => x.deletedAt === null)).toHaveLength(1);
    const boards = await t.app.ctx.database.db
      .selectFrom('boards')
      .select('deletedAt')
      .where('userId', '=', u.id)
      .execute();
    expect(boards.every((b) => b.deletedAt !== null)).toBe(true);
  }, 180_000);
});
