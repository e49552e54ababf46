/**
 * Issue 29, finding 5: an upload the plan refuses is answered from its headers and params, before
 * its body is read, as an over-size one already is: the client announces 10 MB, sends 1 KB, and
 * gets its 402 (with the connection closed) while the rest has never been sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../shared/plans.ts';
import { createTestApp, createTestUser, type TestApp } from '../test/helpers.ts';
import { storedBlobs, taskFor, tempFiles, upload } from '../modules/attachments/attachments.test-support.ts';
import { listenOnLoopback, sendPartial } from './raw-http.test-support.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

describe('an upload over the plan', () => {
  it('is refused with 402 before its body is read', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    // Free: one file per task, and this task has it.
    expect((await upload(t.app, u, task.id, { name: 'first.txt', bytes: 'first' })).status).toBe(201);
    const blobs = storedBlobs(t.app).length;
    const res = await sendPartial(port, {
      method: 'POST',
      path: `/api/tasks/${task.id}/attachments?name=second.bin`,
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/octet-stream' },
      contentLength: MAX_ATTACHMENT_BYTES,
      start: Buffer.alloc(1024, 1),
    });
    expect(res.status).toBe(402);
    expect(res.text).toMatch(/^connection: close$/im);
    expect(res.text).toContain('"code":"PLAN_LIMIT_REACHED"');
    expect(res.text).toContain('"limit":"attachmentsPerTask"');
    expect(storedBlobs(t.app).length).toBe(blobs);
    expect(tempFiles(t.app)).toEqual([]);
  });
});
