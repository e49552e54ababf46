/**
 * Issue 36 "Move in": an export of another app, previewed, mapped and imported into an account
 * that already has tasks, then undone in one step. Fixtures are hand-written in each app's format.
 */
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { exportOf } from '../data-export/data-export.test-support.ts';
import {
  fixture,
  mappingOf,
  preview,
  read,
  remap,
  start,
  tasksOf,
  todoistBackupZip,
  undo,
  upload,
} from './move-in.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Imports this small are written by the request; only the export test runs a job (on its own runner).
  await t.app.ctx.jobs.stop();
});
afterAll(() => t.close());

async function accountWithTasks(): Promise<{ u: TestUser; board: Board; mine: Task }> {
  const u = await createTestUser(t.app);
  const board = (
    await call<Board>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: 'Home' },
    })
  ).body;
  const mine = (
    await call<Task>(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title: 'Already here', quadrant: 1 },
    })
  ).body;
  return { u, board, mine };
}

async function checklistOf(taskId: string) {
  return t.app.ctx.database.db
    .selectFrom('checklistItems')
    .select(['text', 'done'])
    .where('taskId', '=', taskId)
    .where('deletedAt', 'is', null)
    .orderBy('sortKey')
    .execute();
}

const byTitle = (tasks: Task[], title: string) => tasks.find((x) => x.title === title);

describe('a Todoist CSV into an account with tasks', () => {
  it('previews per quadrant and board with what is skipped, imports after a changed mapping, and undoes', async () => {
    const { u, board, mine } = await accountWithTasks();
    const m = await preview(t, u, 'Home stuff.csv', fixture('todoist-home.csv'));
    expect(m).toMatchObject({ source: 'todoist', status: 'ready', encoding: 'utf-8' });
    expect(m.lists).toEqual([{ key: 'l0', name: 'Home stuff', tasks: 6, target: { kind: 'new' } }]);
    // p1 → 1 (two, one of them with an empty PRIORITY), p2 → 2 (two), p3 → 3, p4 → 4.
    expect(m.preview.quadrants.map((q) => q.tasks)).toEqual([2, 2, 1, 1]);
    expect(m.preview.quadrants[0]?.sample).toEqual(['Renew passport', 'Call the plumber']);
    expect(m.preview).toMatchObject({ tasks: 6, checklistItems: 2, dated: 4, repeating: 2, pool: 0 });
    expect(m.preview.skipped.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, 'comment-without-task'],
      [9, 'section'],
      [13, 'no-title'],
      [15, 'unknown-type'],
    ]);
    expect(m.preview.notes.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'subtask-details', count: 1 },
        { reason: 'date-unread', count: 1 },
      ]),
    );
    expect(m.preview.fit).toEqual({ all: true, tasks: 6, boards: 1 });

    // The person puts p4 in Schedule and the project on their own board.
    const mapping = mappingOf(m);
    mapping.priorities.p4 = 2;
    mapping.lists = [{ key: 'l0', target: { kind: 'board', boardId: board.id } }];
    const again = await remap(t, u, m.id, mapping);
    expect(again.status).toBe(200);
    expect(again.body.preview.quadrants.map((q) => q.tasks)).toEqual([2, 3, 1, 0]);
    expect(again.body.preview.boards).toEqual([
      { key: 'l0', name: 'Home', kind: 'board', tasks: 6, fits: true },
    ]);

    const done = await start(t, u, m.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'done', result: { imported: 6, remaining: 0, boards: 0 } });
    const tasks = await tasksOf(t, u);
    expect(tasks).toHaveLength(7);
    expect(byTitle(tasks, 'Already here')).toMatchObject({ id: mine.id, quadrant: 1 });
    const passport = byTitle(tasks, 'Renew passport');
    expect(passport).toMatchObject({ quadrant: 1, dueDate: '2026-03-20', dueTime: '10:30' });
    expect(passport?.boards.map((p) => p.boardId)).toEqual([board.id]);
    expect(passport?.description).toContain('<p>Forms are in the top drawer.<br />Bring two photos.</p>');
    expect(passport?.description).toContain('#errands #admin');
    expect(passport?.description).toContain('<blockquote><p>Ask Bob if he has seen it</p></blockquote>');
    expect(await checklistOf(passport?.id ?? '')).toEqual([
      { text: 'Book the photo booth', done: 0 },
      { text: 'Find the old passport', done: 0 },
    ]);
    // Found by search, by a subtask's words too.
    const found = await call<{ hits: { taskId: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/search?q=booth',
      headers: u.headers,
    });
    expect(found.body.hits.map((h) => h.taskId)).toEqual([passport?.id]);
    expect(byTitle(tasks, 'Water the plants')).toMatchObject({ quadrant: 2, repeat: 'FREQ=WEEKLY;BYDAY=MO' });
    expect(byTitle(tasks, 'Trim the hedge')).toMatchObject({ quadrant: 2, repeat: 'FREQ=WEEKLY;BYDAY=FR' });
    expect(byTitle(tasks, 'Prune the roses')).toMatchObject({ quadrant: 3, dueDate: '2026-04-01' });
    // What a person had stays first in its quadrant: the import goes after it.
    const pool = tasks.filter((x) => x.quadrant === 1).sort((a, b) => (a.poolOrder < b.poolOrder ? -1 : 1));
    expect(pool[0]?.id).toBe(mine.id);

    const back = await undo(t, u, m.id);
    expect(back.body).toMatchObject({ status: 'undone', abilities: { undo: false, start: false } });
    expect((await tasksOf(t, u)).map((x) => x.title)).toEqual(['Already here']);
    const gone = await call<{ hits: unknown[] }>(t.app, { method: 'GET', url: '/api/search?q=booth', headers: u.headers });
    expect(gone.body.hits).toEqual([]);
    const rows = await t.app.ctx.database.db
      .selectFrom('tasks')
      .select('version')
      .where('userId', '=', u.id)
      .where('deletedAt', 'is not', null)
      .execute();
    expect(new Set(rows.map((r) => r.version)).size).toBe(1);
    const log = await t.app.ctx.database.db
      .selectFrom('activityLog')
      .select('details')
      .where('userId', '=', u.id)
      .where('action', '=', 'data.import')
      .orderBy('createdAt')
      .execute();
    expect(log.map((l) => JSON.parse(l.details) as { stage: string; tasks: number })).toEqual([
      expect.objectContaining({ stage: 'imported', tasks: 6, from: 'todoist' }),
      expect.objectContaining({ stage: 'undone', tasks: 6 }),
    ]);
  });

  it('keeps formula cells as literal text, and the export neutralizes them again', async () => {
    const u = await createTestUser(t.app);
    const m = await preview(t, u, 'evil.csv', fixture('hostile-formulas.csv'));
    expect((await start(t, u, m.id)).status).toBe(200);
    const titles = (await tasksOf(t, u)).map((x) => x.title).sort();
    expect(titles).toEqual(['+1+1', '=1+1 after a tab', "=cmd|' /C calc'!A0", '@SUM(A1:A9)']);
    const boards = (await call<Board[]>(t.app, { method: 'GET', url: '/api/boards', headers: u.headers }))
      .body;
    expect(boards.map((b) => b.name).sort()).toEqual(['=EVIL()', '@list', 'Work']);
    const { files } = await exportOf(t, u);
    const tasksCsv = strFromU8(files['tasks.csv'] ?? new Uint8Array());
    for (const cell of ["'=cmd|' /C calc'!A0", "'+1+1", "'@SUM(A1:A9)"]) expect(tasksCsv).toContain(cell);
    expect(strFromU8(files['boards.csv'] ?? new Uint8Array())).toContain("'=EVIL()");
  });
});

describe('the other formats', () => {
  it('reads a TickTick backup: lists as boards, the Inbox in the pool, completed tasks as completed', async () => {
    const u = await createTestUser(t.app);
    const m = await preview(t, u, 'TickTick-backup.csv', fixture('ticktick-backup.csv'));
    expect(m.source).toBe('ticktick');
    expect(m.lists.map((l) => [l.name, l.tasks, l.target.kind])).toEqual([
      ['Inbox', 1, 'pool'],
      ['Garden', 1, 'new'],
      ['Groceries', 1, 'new'],
      ['Garden (Work)', 1, 'new'],
      ['Projects', 3, 'new'],
    ]);
    // 5 high, 3 medium, 1 low, 0 none → TickTick's own matrix: 1, 2, 3, 4.
    expect(m.preview.quadrants.map((q) => q.tasks)).toEqual([2, 2, 2, 1]);
    expect(m.preview.completed).toBe(1);
    expect(m.preview.skipped.reasons).toEqual([
      { reason: 'note', count: 1 },
      { reason: 'duplicate', count: 1 },
      { reason: 'no-title', count: 1 },
    ]);
    const without = await remap(t, u, m.id, { ...mappingOf(m), includeCompleted: false });
    expect(without.body.preview.tasks).toBe(6);
    await start(t, u, m.id);
    const tasks = await tasksOf(t, u);
    expect(tasks.map((x) => x.title).sort()).toEqual([
      'Call the bank',
      'Every first Monday review',
      'Fix the office plant',
      'Lost child',
      'Repot the basil',
      'Weekly shop',
    ]);
    expect(byTitle(tasks, 'Call the bank')).toMatchObject({
      boards: [],
      dueDate: '2026-03-02',
      dueTime: '09:30',
    });
    expect(byTitle(tasks, 'Repot the basil')).toMatchObject({
      dueDate: '2026-03-05',
      dueTime: null,
      quadrant: 2,
    });
    const shop = byTitle(tasks, 'Weekly shop');
    expect(shop).toMatchObject({ quadrant: 3, repeat: 'FREQ=WEEKLY;BYDAY=SA', dueTime: '10:00' });
    expect(await checklistOf(shop?.id ?? '')).toEqual([
      { text: 'Milk', done: 0 },
      { text: 'Bread', done: 1 },
      { text: 'Eggs', done: 0 },
    ]);
  });

  it('imports completed tasks as completed when the mapping keeps them', async () => {
    const u = await createTestUser(t.app);
    const m = await preview(t, u, 'TickTick-backup.csv', fixture('ticktick-backup.csv'));
    await start(t, u, m.id);
    const invoice = byTitle(await tasksOf(t, u), 'Send the invoice');
    expect(invoice).toMatchObject({
      completed: true,
      completedAt: '2026-02-27T15:00:00.000Z',
      repeat: 'FREQ=MONTHLY;BYMONTHDAY=27',
    });
  });

  it('reads a Todoist backup zip: one board per project, the Inbox in the pool', async () => {
    const u = await createTestUser(t.app);
    const m = await preview(t, u, 'Todoist backup.zip', todoistBackupZip());
    expect(m.source).toBe('todoist-backup');
    expect(m.lists.map((l) => [l.name, l.tasks, l.target.kind])).toEqual([
      ['Inbox', 2, 'pool'],
      ['Work', 2, 'new'],
    ]);
    expect(m.preview.skipped.rows).toEqual([{ line: 2, reason: 'section', text: 'This week' }]);
    await start(t, u, m.id);
    const tasks = await tasksOf(t, u);
    expect(byTitle(tasks, 'Pay the rent')).toMatchObject({ boards: [], repeat: 'FREQ=MONTHLY;BYMONTHDAY=1' });
    const report = byTitle(tasks, 'Write the quarterly report');
    expect(report).toMatchObject({ quadrant: 1, dueDate: '2026-03-27', dueTime: '17:00' });
    expect(report?.boards).toHaveLength(1);
    expect((await checklistOf(report?.id ?? '')).map((i) => i.text)).toEqual([
      'Collect the numbers',
      'Draft the summary',
    ]);
  });

  it('reads a plain CSV (semicolons, German headers) and a Markdown checklist', async () => {
    const u = await createTestUser(t.app);
    const csv = await preview(t, u, 'aufgaben.csv', fixture('plain-semicolon.csv'));
    expect(csv.source).toBe('csv');
    expect(csv.lists.map((l) => [l.name, l.target.kind])).toEqual([
      ['Büro', 'new'],
      ['aufgaben', 'pool'],
      ['Haushalt', 'new'],
    ]);
    // hoch → p1 → 1, 2 → 2, niedrig → p3 → 3, none → 2 (Schedule).
    expect(csv.preview.quadrants.map((q) => q.tasks)).toEqual([1, 2, 1, 0]);
    const md = await preview(t, u, 'Moving.md', fixture('checklist.md'));
    expect(md.source).toBe('markdown');
    expect(md.preview).toMatchObject({ tasks: 6, completed: 1, checklistItems: 3 });
    expect(md.preview.skipped.rows).toEqual([
      { line: 16, reason: 'not-a-task', text: 'Some paragraph that is not a task.' },
    ]);
  });

  it('reads a file that is not UTF-8 as Windows-1252 and says so', async () => {
    const u = await createTestUser(t.app);
    const m = await preview(t, u, 'old excel.csv', fixture('plain-windows-1252.csv'));
    expect(m.encoding).toBe('windows-1252');
    expect(m.preview.quadrants[1]?.sample).toEqual(['Café bestellen', 'Reçu envoyé']);
  });
});

describe('what the API refuses', () => {
  it("keeps one person's import from another, and the mapping fixed once started", async () => {
    const { u, board } = await accountWithTasks();
    const other = await createTestUser(t.app);
    const m = await preview(t, u, 'x.csv', fixture('todoist-home.csv'));
    expect(
      (await call(t.app, { method: 'GET', url: `/api/move-ins/${m.id}`, headers: other.headers })).status,
    ).toBe(404);
    expect((await start(t, other, m.id)).status).toBe(404);
    expect((await undo(t, other, m.id)).status).toBe(404);
    const theirs = mappingOf(m);
    theirs.lists = [{ key: 'l0', target: { kind: 'board', boardId: board.id } }];
    expect((await remap(t, other, m.id, theirs)).status).toBe(404);
    const foreign = await accountWithTasks();
    const wrongBoard = {
      ...theirs,
      lists: [{ key: 'l0', target: { kind: 'board' as const, boardId: foreign.board.id } }],
    };
    expect((await remap(t, u, m.id, wrongBoard)).status).toBe(404);
    expect(
      (await remap(t, u, m.id, { ...theirs, lists: [{ key: 'l9', target: { kind: 'pool' } }] })).status,
    ).toBe(400);
    await start(t, u, m.id);
    expect((await remap(t, u, m.id, theirs)).status).toBe(409);
    expect((await start(t, u, m.id)).status).toBe(409);
    expect((await read(t, u, m.id)).status).toBe('done');
  });

  it('says where a CSV is broken, by line', async () => {
    const u = await createTestUser(t.app);
    const unclosed = await upload(t, u, 'broken.csv', fixture('hostile-unclosed-quote.csv'));
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.error?.details).toEqual({ reason: 'unclosed-quote', line: 3 });
    expect(unclosed.body.error?.message).toBe('Line 3: a quoted field is never closed.');
    const after = await upload(t, u, 'broken.csv', fixture('hostile-text-after-quote.csv'));
    expect(after.body.error?.details).toEqual({ reason: 'text-after-quote', line: 3 });
    const huge = `Title,Notes\nfine,ok\nhuge,"${'x'.repeat(100_001)}"\n`;
    const tooLong = await upload(t, u, 'huge.csv', huge);
    expect(tooLong.body.error?.details).toEqual({ reason: 'field-too-long', line: 3, max: 100_000 });
    const nothing = await call(t.app, { method: 'GET', url: '/api/move-ins', headers: u.headers });
    expect(nothing.body).toEqual([]);
  });

  it('cuts what a task cannot hold, and says so', async () => {
    const u = await createTestUser(t.app);
    const m = await preview(t, u, 'long.csv', fixture('hostile-huge-title.csv'));
    expect(m.preview.notes.reasons).toEqual([
      { reason: 'title-cut', count: 1 },
      { reason: 'checklist-cut', count: 1 },
      { reason: 'description-cut', count: 1 },
    ]);
    await start(t, u, m.id);
    const long = (await tasksOf(t, u)).find((x) => x.title.startsWith('A very long'));
    expect(long?.title).toHaveLength(500);
    expect(await checklistOf(long?.id ?? '')).toHaveLength(200);
  });
});
