/**
 * Issue 12's proof for "export all my data": the archive holds everything (JSON, CSV, files), only
 * its owner can download it, and importing it into a fresh account reproduces that account —
 * boards, tasks with their boards and order, checklists, files and settings — with new ids.
 */
import fs from 'node:fs';
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveSchema, type Archive } from '../../../shared/contracts/data-export.ts';
import type { Me } from '../../../shared/contracts/me.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { outboxDir } from '../mail/mailer.ts';
import { exportOf, fillWorkspace, runJobs } from './data-export.test-support.ts';

let t: TestApp;

function outbox(): string[] {
  const dir = outboxDir(t.config.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => fs.readFileSync(`${dir}/${f}`, 'utf8'));
}
beforeAll(async () => {
  t = await createTestApp();
  // Only the tests' own runner (runJobs) builds exports here.
  await t.app.ctx.jobs.stop();
});
afterAll(() => t.close());

/** The archive without what an import makes anew: ids (boards named instead), dates of export. */
function essence(a: Archive) {
  const boardName = new Map(a.boards.map((b) => [b.id, b.name]));
  return {
    account: { ...a.account, email: undefined, name: undefined, createdAt: undefined },
    boards: a.boards.map(({ id: _id, ...b }) => b),
    tasks: a.tasks
      .map(({ id: _id, ...task }) => ({
        ...task,
        boards: task.boards.map((p) => ({ board: boardName.get(p.boardId), order: p.order })),
        attachments: task.attachments.map(({ id: _a, file: _f, ...f }) => f),
      }))
      .sort((x, y) => x.title.localeCompare(y.title)),
  };
}

describe('data export', () => {
  it('holds quadrant.json, safe CSV files and the attached files', async () => {
    const u = await createTestUser(t.app);
    await fillWorkspace(t, u);
    const { files } = await exportOf(t, u);
    const archive = ArchiveSchema.parse(JSON.parse(strFromU8(files['quadrant.json'] ?? new Uint8Array())));
    expect(archive.boards.map((b) => b.name)).toEqual(['Home', '=Work, "Q4"']);
    expect(archive.tasks).toHaveLength(3);
    expect(archive.account).toMatchObject({ theme: 'dark', aiOptOut: true, language: 'fr' });
    const plan = archive.tasks.find((x) => x.title === 'Plan the move');
    expect(plan?.boards).toHaveLength(2);
    expect(plan?.checklist.map((i) => i.text)).toEqual(['Buy tape', '+1 helper']);
    expect(plan?.repeat).toBe('FREQ=WEEKLY;BYDAY=TU');
    expect(plan?.reminders).toEqual([
      { offsetMinutes: 30, at: null },
      { offsetMinutes: null, at: Date.parse('2026-11-30T18:00:00.000Z') },
    ]);

    const tasksCsv = strFromU8(files['tasks.csv'] ?? new Uint8Array());
    // A byte order mark first (TextDecoder drops it when decoding), so spreadsheets read UTF-8.
    expect([...(files['tasks.csv'] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(tasksCsv.startsWith('id,title,quadrant')).toBe(true);
    // Formula-looking cells are neutralized with a quote; commas and quotes are escaped.
    expect(tasksCsv).toContain(",'@home: call mum,");
    expect(strFromU8(files['boards.csv'] ?? new Uint8Array())).toContain(`,"'=Work, ""Q4""",`);
    expect(strFromU8(files['checklist.csv'] ?? new Uint8Array())).toContain(",'+1 helper,");

    // A mail says it is ready, in the person's language (French here), linking to the settings.
    const mails = outbox().filter((m) => m.includes(u.email));
    expect(mails).toHaveLength(1);
    const body = Buffer.from(
      (mails[0] ?? '').split('\r\n\r\n').slice(1).join('').replace(/\r\n/g, ''),
      'base64',
    ).toString('utf8');
    expect(body).toContain('http://localhost:3000/app/profile');
    expect(body).toContain('Téléchargez-la');
    expect(body).not.toContain('/api/me/export/file');

    const [file] = archive.tasks.flatMap((x) => x.attachments);
    expect(file?.file).toMatch(/^attachments\/[\w-]+-list\.txt$/);
    expect(strFromU8(files[file?.file ?? ''] ?? new Uint8Array())).toBe('milk\neggs\n');
  });

  it('is downloadable by its owner only, and says when there is nothing to download', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    await exportOf(t, owner);
    const res = await call<{ error: { code: string } }>(t.app, {
      method: 'GET',
      url: '/api/me/export/file',
      headers: other.headers,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const anonymous = await call(t.app, { method: 'GET', url: '/api/me/export/file' });
    expect(anonymous.status).toBe(401);
  });

  it('expires: the archive is deleted after its time to live', async () => {
    const u = await createTestUser(t.app);
    await exportOf(t, u);
    const { schedule } = await import('../../jobs/jobs.repo.ts');
    const later = Date.now() + 8 * 24 * 60 * 60 * 1000;
    await schedule(t.app.ctx.database.db, { kind: 'exports.expire', runAt: later, payload: {} }, later);
    await runJobs(t, later);
    const rows = await t.app.ctx.database.db
      .selectFrom('dataExports')
      .selectAll()
      .where('userId', '=', u.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('round-trips: importing the zip into a fresh account reproduces the account', async () => {
    const source = await createTestUser(t.app);
    await fillWorkspace(t, source);
    const exported = await exportOf(t, source);
    const fresh = await createTestUser(t.app);
    const imported = await call<{ boards: number; tasks: number; attachments: number }>(t.app, {
      method: 'POST',
      url: '/api/me/import',
      headers: { ...fresh.headers, 'content-type': 'application/zip' },
      payload: exported.zip,
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ boards: 2, tasks: 3, attachments: 1 });

    const again = await exportOf(t, fresh);
    const parse = (files: Record<string, Uint8Array>) =>
      ArchiveSchema.parse(JSON.parse(strFromU8(files['quadrant.json'] ?? new Uint8Array())));
    const before = parse(exported.files);
    const after = parse(again.files);
    expect(essence(after)).toEqual(essence(before));
    // New ids throughout, and the file's bytes came along.
    expect(after.tasks.map((x) => x.id)).not.toContain(before.tasks[0]?.id);
    const [file] = after.tasks.flatMap((x) => x.attachments);
    expect(strFromU8(again.files[file?.file ?? ''] ?? new Uint8Array())).toBe('milk\neggs\n');
    const me = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers: fresh.headers });
    expect(me.body.usage).toMatchObject({ boards: 2, totalTasks: 3, activeTasks: 2 });
  });

  it('imports only into an empty account, and refuses what is not an export', async () => {
    const u = await createTestUser(t.app);
    await fillWorkspace(t, u);
    const { zip } = await exportOf(t, u);
    const full = await call<{ error: { code: string } }>(t.app, {
      method: 'POST',
      url: '/api/me/import',
      headers: { ...u.headers, 'content-type': 'application/zip' },
      payload: zip,
    });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('CONFLICT');
    const fresh = await createTestUser(t.app);
    const junk = await call<{ error: { code: string } }>(t.app, {
      method: 'POST',
      url: '/api/me/import',
      headers: { ...fresh.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ format: 'something-else' }),
    });
    expect(junk.status).toBe(400);
    expect(junk.body.error.code).toBe('VALIDATION_FAILED');
  });
});
