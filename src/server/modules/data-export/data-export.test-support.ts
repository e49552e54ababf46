/** Helpers for the export tests: a workspace worth exporting, and the export job run on a clock. */
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import { call, type TestApp, type TestUser } from '../../test/helpers.ts';
import { upload } from '../attachments/attachments.test-support.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';

/** Two boards, a repeating task on both with reminders, one in the pool, a finished one, a checklist, a file, settings. */
export async function fillWorkspace(t: TestApp, u: TestUser): Promise<void> {
  const post = <T>(url: string, payload: unknown) =>
    call<T>(t.app, { method: 'POST', url, headers: u.headers, payload: payload as object });
  const home = (await post<Board>('/api/boards', { name: 'Home' })).body;
  const work = (await post<Board>('/api/boards', { name: '=Work, "Q4"' })).body;
  const both = (
    await post<Task>('/api/tasks', {
      title: 'Plan the move',
      quadrant: 2,
      color: 'blue',
      boardId: home.id,
      description: '<p>Boxes <strong>first</strong></p>',
      dueDate: '2026-12-01',
      dueTime: '09:30',
      repeat: 'FREQ=WEEKLY;BYDAY=TU',
    })
  ).body;
  await call(t.app, {
    method: 'PUT',
    url: `/api/tasks/${both.id}/boards/${work.id}`,
    headers: u.headers,
    payload: {},
  });
  await post('/api/tasks/' + both.id + '/reminders', { offsetMinutes: 30 });
  await post('/api/tasks/' + both.id + '/reminders', { at: '2026-11-30T18:00:00.000Z' });
  await post('/api/tasks/' + both.id + '/checklist', { text: 'Buy tape' });
  await post('/api/tasks/' + both.id + '/checklist', { text: '+1 helper' });
  const pool = (await post<Task>('/api/tasks', { title: '@home: call mum', quadrant: 1 })).body;
  const done = (await post<Task>('/api/tasks', { title: 'Done already', quadrant: 4, boardId: work.id }))
    .body;
  await call(t.app, {
    method: 'PATCH',
    url: `/api/tasks/${done.id}`,
    headers: u.headers,
    payload: { completed: true },
  });
  const up = await upload(t.app, u, pool.id, { name: 'list.txt', bytes: 'milk\neggs\n', type: 'text/plain' });
  expect(up.status).toBe(201);
  await call(t.app, {
    method: 'PATCH',
    url: '/api/me',
    headers: u.headers,
    payload: { theme: 'dark', aiOptOut: true, language: 'fr' },
  });
}

/** Runs the jobs due at `now` (the export's build) on this test's own runner. */
export async function runJobs(t: TestApp, now = Date.now()): Promise<void> {
  const { config, database, mailer } = t.app.ctx;
  const store = createBlobStore(config.attachments);
  const runner = createJobRunner(
    { config, db: database.db, store, mailer, bus: t.app.ctx.bus, log: t.app.log },
    { now: () => now, recurring: {} },
  );
  await runner.drain();
  store.close();
}

/** Requests an export, builds it, downloads it: the zip's entries. */
export async function exportOf(
  t: TestApp,
  u: TestUser,
): Promise<{ zip: Buffer; files: Record<string, Uint8Array> }> {
  const asked = await call<{ status: string }>(t.app, {
    method: 'POST',
    url: '/api/me/export',
    headers: u.headers,
  });
  expect(asked.status).toBe(201);
  expect(asked.body.status).toBe('pending');
  await runJobs(t);
  const status = await call<{ status: string }>(t.app, {
    method: 'GET',
    url: '/api/me/export',
    headers: u.headers,
  });
  expect(status.body.status).toBe('ready');
  const file = await t.app.inject({ method: 'GET', url: '/api/me/export/file', headers: u.headers });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  return { zip: file.rawPayload, files: unzipSync(new Uint8Array(file.rawPayload)) };
}
