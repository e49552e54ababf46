import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistItem } from '../../../shared/contracts/checklist.ts';
import type { SearchHit } from '../../../shared/contracts/search.ts';
import { CreateTaskSchema, UpdateTaskSchema, type Task } from '../../../shared/contracts/tasks.ts';
import { newId } from '../../../shared/ids.ts';
import {
  call,
  createTestApp,
  createTestUser,
  testDatabaseKind,
  type TestApp,
  type TestUser,
} from '../../test/helpers.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import { createTask, deleteTask, updateTask } from '../tasks/tasks.service.ts';

type Hits = { hits: SearchHit[]; error?: { code: string } };

describe('search', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const create = async (who: TestUser, payload: object) =>
    (await call<Task>(t.app, { method: 'POST', url: '/api/tasks', headers: who.headers, payload })).body;
  const search = (who: TestUser, q: string) =>
    call<Hits>(t.app, { method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: who.headers });
  const ids = async (who: TestUser, q: string) => (await search(who, q)).body.hits.map((h) => h.taskId);
  const addItem = async (who: TestUser, taskId: string, text: string) =>
    (
      await call<ChecklistItem>(t.app, {
        method: 'POST',
        url: `/api/tasks/${taskId}/checklist`,
        headers: who.headers,
        payload: { text },
      })
    ).body;

  it('finds a task by a word of its title, description or checklist, and says where', async () => {
    const v = await createTestUser(t.app);
    const byTitle = await create(v, { title: 'Quarterly report', quadrant: 1 });
    const byBody = await create(v, {
      title: 'Call the bank',
      quadrant: 2,
      description: '<p>Ask about the <strong>mortgage</strong> &amp; the fees, before Friday.</p>',
    });
    const byItem = await create(v, { title: 'Trip', quadrant: 3 });
    await addItem(v, byItem.id, 'Pack the passport');

    expect((await search(v, 'quarterly')).body.hits).toEqual([
      { taskId: byTitle.id, title: 'Quarterly report', snippet: '', field: 'title' },
    ]);
    const body = (await search(v, 'mortgage')).body.hits;
    expect(body).toEqual([
      {
        taskId: byBody.id,
        title: 'Call the bank',
        snippet: 'Ask about the mortgage & the fees, before Friday.',
        field: 'description',
      },
    ]);
    expect((await search(v, 'passport')).body.hits).toEqual([
      { taskId: byItem.id, title: 'Trip', snippet: 'Pack the passport', field: 'checklist' },
    ]);
  });

  it('matches the last word as a prefix, needs every word, ignores case', async () => {
    const v = await createTestUser(t.app);
    const report = await create(v, {
      title: 'Write the REPORT',
      quadrant: 1,
      description: '<p>for finance</p>',
    });
    await create(v, { title: 'Repaint the fence', quadrant: 4 });
    expect(await ids(v, 'repo')).toEqual([report.id]);
    expect((await ids(v, 're')).length).toBe(2);
    expect(await ids(v, 'write fin')).toEqual([report.id]);
    expect(await ids(v, 'write fence')).toEqual([]);
  });

  it('ranks title matches before description and checklist matches', async () => {
    const v = await createTestUser(t.app);
    const inBody = await create(v, { title: 'Errands', quadrant: 1, description: '<p>buy a plant</p>' });
    const inItem = await create(v, { title: 'Garden', quadrant: 1 });
    await addItem(v, inItem.id, 'water the plant');
    const inTitle = await create(v, { title: 'Plant tomatoes', quadrant: 2 });
    const hits = (await search(v, 'plant')).body.hits;
    expect(hits[0]).toMatchObject({ taskId: inTitle.id, field: 'title' });
    expect(hits.map((h) => h.taskId).sort()).toEqual([inBody.id, inItem.id, inTitle.id].sort());
  });

  it('follows edits: new text is found, old text and deleted tasks are not, restored ones are again', async () => {
    const v = await createTestUser(t.app);
    const task = await create(v, { title: 'Alpha', quadrant: 1, description: '<p>kiwi</p>' });
    await call(t.app, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: v.headers,
      payload: { title: 'Bravo', description: '<p>mango</p>' },
    });
    expect(await ids(v, 'alpha')).toEqual([]);
    expect(await ids(v, 'kiwi')).toEqual([]);
    expect(await ids(v, 'bravo mango')).toEqual([task.id]);

    const item = await addItem(v, task.id, 'lemon');
    expect(await ids(v, 'lemon')).toEqual([task.id]);
    await call(t.app, {
      method: 'PATCH',
      url: `/api/checklist/${item.id}`,
      headers: v.headers,
      payload: { text: 'lime' },
    });
    expect(await ids(v, 'lemon')).toEqual([]);
    expect(await ids(v, 'lime')).toEqual([task.id]);
    await call(t.app, { method: 'DELETE', url: `/api/checklist/${item.id}`, headers: v.headers });
    expect(await ids(v, 'lime')).toEqual([]);

    await call(t.app, { method: 'DELETE', url: `/api/tasks/${task.id}`, headers: v.headers });
    expect(await ids(v, 'bravo')).toEqual([]);
    await call(t.app, { method: 'POST', url: `/api/tasks/${task.id}/restore`, headers: v.headers });
    expect(await ids(v, 'bravo')).toEqual([task.id]);
  });

  it('indexes writes that share one SQLite transaction as the batch leaves the tasks', async () => {
    // On SQLite, writes queued at one moment share a transaction and the index is written at its
    // end (ADR 0044); PostgreSQL runs them one after another. The index agrees either way.
    const v = await createTestUser(t.app);
    const deps = { db: t.app.ctx.database.db, bus: t.app.ctx.bus };
    const write = (fn: (w: Writer) => Promise<unknown>) => userWrite(deps, v.id, undefined, fn);
    const create = (id: string, title: string) => (w: Writer) =>
      createTask(w, CreateTaskSchema.parse({ id, title, quadrant: 1 }));
    const rename = (id: string, title: string) => (w: Writer) =>
      updateTask(w, id, UpdateTaskSchema.parse({ title }));
    const [renamed, deleted, kept, refused, unmade, made] = [
      newId(),
      newId(),
      newId(),
      newId(),
      newId(),
      newId(),
    ];
    const writes = [
      create(renamed, 'Papaya'),
      create(deleted, 'Quince'),
      create(kept, 'Rhubarb'),
      rename(renamed, 'Satsuma'),
      (w: Writer) => deleteTask(w, deleted),
      create(refused, 'Tamarind'),
      // Refused after its rename: that write's index request goes with it.
      async (w: Writer) => {
        await rename(kept, 'Ugli')(w);
        await rename(refused, 'Vanilla')(w);
        throw new Error('refused');
      },
      // A create refused after it indexed: the next create's document takes that place.
      async (w: Writer) => {
        await create(unmade, 'Xigua')(w);
        throw new Error('refused');
      },
      create(made, 'Yuzu'),
    ];
    const results =
      testDatabaseKind() === 'sqlite'
        ? await Promise.allSettled(writes.map(write))
        : await writes.reduce<Promise<PromiseSettledResult<unknown>[]>>(
            async (done, fn) => [...(await done), ...(await Promise.allSettled([write(fn)]))],
            Promise.resolve([]),
          );
    expect(results.map((r) => r.status)).toEqual([
      ...Array(6).fill('fulfilled'),
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(await ids(v, 'papaya')).toEqual([]);
    expect(await ids(v, 'satsuma')).toEqual([renamed]);
    expect(await ids(v, 'quince')).toEqual([]);
    expect(await ids(v, 'rhubarb')).toEqual([kept]);
    expect(await ids(v, 'ugli')).toEqual([]);
    expect(await ids(v, 'tamarind')).toEqual([refused]);
    expect(await ids(v, 'vanilla')).toEqual([]);
    expect(await ids(v, 'xigua')).toEqual([]);
    expect(await ids(v, 'yuzu')).toEqual([made]);
    // Later edits find the documents the batch wrote, and replace them.
    await write(rename(kept, 'Watermelon'));
    expect(await ids(v, 'rhubarb')).toEqual([]);
    expect(await ids(v, 'watermelon')).toEqual([kept]);
  });

  it('never searches markup: tags and attributes are not words, snippets carry no HTML', async () => {
    const v = await createTestUser(t.app);
    const task = await create(v, {
      title: 'Links',
      quadrant: 1,
      description: '<p>See <a href="https://docs.example/strongbox">the handbook</a> <em>today</em></p>',
    });
    expect(await ids(v, 'strongbox')).toEqual([]);
    expect(await ids(v, 'href')).toEqual([]);
    const [hit] = (await search(v, 'handbook')).body.hits;
    expect(hit).toEqual({
      taskId: task.id,
      title: 'Links',
      snippet: 'See the handbook today',
      field: 'description',
    });
  });

  it('cuts a long description to the words around the match', async () => {
    const v = await createTestUser(t.app);
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`);
    words[50] = 'needle';
    await create(v, { title: 'Long', quadrant: 1, description: `<p>${words.join(' ')}</p>` });
    const [hit] = (await search(v, 'needle')).body.hits;
    expect(hit?.snippet.startsWith('…')).toBe(true);
    expect(hit?.snippet.endsWith('…')).toBe(true);
    expect(hit?.snippet).toContain('word49 needle word51');
    expect(hit?.snippet.length).toBeLessThan(160);
  });

  it('treats query syntax as plain words and punctuation as nothing, never failing', async () => {
    const v = await createTestUser(t.app);
    const task = await create(v, { title: 'Cats AND dogs (and "birds")', quadrant: 1 });
    for (const q of [
      '"',
      '*',
      'AND',
      '(',
      ')',
      '"cats',
      'cats*',
      'cats OR',
      'NOT dogs',
      'NEAR(cats dogs)',
      "it's",
      '-cats',
      'cats:',
      '^',
      '&|!',
      '\\',
    ]) {
      const res = await search(v, q);
      expect({ q, status: res.status }).toEqual({ q, status: 200 });
    }
    expect(await ids(v, '"cats" AND (dogs')).toEqual([task.id]);
    expect(await ids(v, 'birds"')).toEqual([task.id]);
    for (const q of ['"', '*', '(', '!!!', '"*"', ':*', "'"]) expect(await ids(v, q)).toEqual([]);
  });

  it('refuses an empty query', async () => {
    const res = await search(u, '   ');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
  });

  it('respects the limit', async () => {
    const v = await createTestUser(t.app);
    for (let i = 0; i < 4; i++) await create(v, { title: `Common ${i}`, quadrant: 1 });
    const res = await call<Hits>(t.app, {
      method: 'GET',
      url: '/api/search?q=common&limit=3',
      headers: v.headers,
    });
    expect(res.body.hits.length).toBe(3);
  });

  it('never finds another user’s tasks', async () => {
    const alice = await createTestUser(t.app);
    const bob = await createTestUser(t.app);
    const secret = await create(alice, {
      title: 'Zanzibar plan',
      quadrant: 1,
      description: '<p>xylophone</p>',
    });
    await addItem(alice, secret.id, 'quokka');
    for (const q of ['zanzibar', 'zanz', 'xylophone', 'quokka']) expect(await ids(bob, q)).toEqual([]);
    expect(await ids(alice, 'zanz')).toEqual([secret.id]);
  });
});
