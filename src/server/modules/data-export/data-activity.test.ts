/**
 * What a person does with their data is in the activity log once per act: asking for an export,
 * downloading it (with the address that took it), importing an archive, deleting the account —
 * the last recorded before the address is released, and kept after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { findUserById } from '../users/users.repo.ts';
import { exportOf, fillWorkspace } from './data-export.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only the tests' own runner (runJobs) builds exports here.
  await t.app.ctx.jobs.stop();
});
afterAll(() => t.close());

const db = () => t.app.ctx.database.db;

describe('data operations in the activity log', () => {
  it('records an export when asked for and when downloaded, and an import with its counts', async () => {
    const source = await createTestUser(t.app);
    await fillWorkspace(t, source);
    const exported = await exportOf(t, source);
    const entries = await entriesOf(db(), source.id);
    const exports = entries.filter((e) => e.action === 'data.export');
    expect(exports.map((e) => e.details.stage)).toEqual(['requested', 'downloaded']);
    expect(exports[0]?.details.exportId).toBe(exports[1]?.details.exportId);
    for (const e of exports)
      expect(e).toMatchObject({ category: 'data', actorId: source.id, userEmail: source.email, success: 1 });

    const fresh = await createTestUser(t.app);
    const headers = {
      ...fresh.headers,
      'content-type': 'application/zip',
      'idempotency-key': 'import-once-1',
    };
    const send = () => call(t.app, { method: 'POST', url: '/api/me/import', headers, payload: exported.zip });
    expect((await send()).status).toBe(201);
    // The same request again is answered from the stored response: nothing imported, nothing logged.
    expect((await send()).status).toBe(201);
    const imports = await entriesOf(db(), fresh.id, 'data.import');
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ category: 'data', actorId: fresh.id, userEmail: fresh.email });
    expect(imports[0]?.details).toEqual({ boards: 2, tasks: 3, attachments: 1 });
  });

  it('records the account’s deletion under the address it had, before the address is released', async () => {
    const u = await createTestUser(t.app);
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/me',
      headers: { ...u.headers, 'user-agent': 'deleting/1' },
      payload: { confirmation: u.email },
    });
    expect(res.status).toBe(200);
    expect((await findUserById(db(), u.id))?.email).not.toBe(u.email);
    const deleted = await entriesOf(db(), u.id, 'data.deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      userEmail: u.email,
      actorId: u.id,
      success: 1,
      userAgent: 'deleting/1',
      details: { scope: 'account' },
    });
  });
});
