import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import { newId } from '../../../shared/ids.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import {
  downloadAs,
  removeAs,
  setTier,
  storedBlobs,
  taskFor,
  upload,
  type ErrorBody,
} from './attachments.test-support.ts';

describe('attachments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (u: TestUser, id: string, extra?: Record<string, string>) =>
    downloadAs(t.app, u, id, extra);
  const remove = (u: TestUser, id: string, extra?: Record<string, string>) => removeAs(t.app, u, id, extra);
  it('stores a file and gives back the same bytes, as a download that is never rendered', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const bytes = crypto.randomBytes(200_000);
    const res = await upload<Attachment>(t.app, u, task.id, {
      name: 'report.pdf',
      bytes,
      type: 'application/pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      taskId: task.id,
      name: 'report.pdf',
      size: 200_000,
      contentType: 'application/pdf',
    });

    // Asked for compression, still sent as is: Content-Length is the file's.
    const got = await download(u, res.body.id, { 'accept-encoding': 'br, gzip' });
    expect(got.statusCode).toBe(200);
    expect(Buffer.compare(got.rawPayload, bytes)).toBe(0);
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '200000',
      'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(got.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress a compressible type either', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const text = 'plain words '.repeat(10_000);
    const res = await upload<Attachment>(t.app, u, task.id, {
      name: 'notes.txt',
      bytes: text,
      type: 'text/plain',
    });
    const got = await download(u, res.body.id, { 'accept-encoding': 'gzip' });
    expect(got.headers['content-encoding']).toBeUndefined();
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(got.body).toBe(text);
  });

  it('serves active content (HTML, SVG, XML, scripts) as octet-stream', async () => {
    const u = await createTestUser(t.app);
    await setTier(t.app, u, 'enterprise');
    const task = await taskFor(t.app, u);
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'text/javascript',
    ]) {
      const res = await upload<Attachment>(t.app, u, task.id, {
        name: 'x',
        bytes: '<script>alert(1)</script>',
        type,
      });
      expect(res.body.contentType).toBe(type);
      const got = await download(u, res.body.id);
      expect({ type, served: got.headers['content-type'] }).toEqual({
        type,
        served: 'application/octet-stream',
      });
    }
    const odd = await upload<Attachment>(t.app, u, task.id, { name: 'x', bytes: 'a', type: 'not a type' });
    expect(odd.body.contentType).toBe('application/octet-stream');
  });

  it('refuses a second file on Free with 402 naming the limit, and removes the refused blob', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const before = storedBlobs(t.app).length;
    expect((await upload(t.app, u, task.id, { name: 'one', bytes: 'a' })).status).toBe(201);
    const second = await upload<ErrorBody>(t.app, u, task.id, { name: 'two', bytes: 'b' });
    expect(second.status).toBe(402);
    expect(second.body.error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      details: { limit: 'attachmentsPerTask', max: 1, tier: 'basic' },
    });
    expect(storedBlobs(t.app).length).toBe(before + 1);
    // The limit is per task: another task takes its own file.
    const other = await taskFor(t.app, u, 'Other');
    expect((await upload(t.app, u, other.id, { name: 'one', bytes: 'a' })).status).toBe(201);
  });

  it('allows five files per task on Pro and refuses the sixth; a removed one frees its place', async () => {
    const u = await createTestUser(t.app);
    await setTier(t.app, u, 'pro');
    const task = await taskFor(t.app, u);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await upload<Attachment>(t.app, u, task.id, { name: `f${i}`, bytes: `${i}` });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const sixth = await upload<ErrorBody>(t.app, u, task.id, { name: 'f6', bytes: '6' });
    expect(sixth.status).toBe(402);
    expect(sixth.body.error.details).toEqual({ limit: 'attachmentsPerTask', max: 5, tier: 'pro' });
    expect((await remove(u, ids[0] ?? '')).status).toBe(200);
    expect((await upload(t.app, u, task.id, { name: 'f6', bytes: '6' })).status).toBe(201);
  });

  it('keeps names safe for display and never uses them as paths', async () => {
    const u = await createTestUser(t.app);
    await setTier(t.app, u, 'enterprise');
    const task = await taskFor(t.app, u);
    const cases: [string, string][] = [
      ['../../etc/passwd', 'passwd'],
      ['..\\..\\windows\\win.ini', 'win.ini'],
      ['<script>alert(1)</script>.html', 'script>.html'],
      ['<img src=x onerror=alert(1)>.png', '<img src=x onerror=alert(1)>.png'],
      ['bad\u0001name\r\n.txt', 'badname.txt'],
      ['evil\u202Etxt.exe', 'eviltxt.exe'],
      ['Résumé 履歴書 📄.pdf', 'Résumé 履歴書 📄.pdf'],
      ['../', 'file'],
    ];
    for (const [raw, shown] of cases) {
      const res = await upload<Attachment>(t.app, u, task.id, { name: raw, bytes: 'x' });
      expect({ raw, status: res.status, name: res.body.name }).toEqual({ raw, status: 201, name: shown });
    }
    // NUL is refused everywhere by the one text rule (shared/contracts/text.ts), names included.
    const nul = await upload<Attachment>(t.app, u, task.id, { name: 'bad\u0000name.txt', bytes: 'x' });
    expect(nul.status).toBe(400);
    const unicode = await upload<Attachment>(t.app, u, task.id, { name: 'Résumé "final".pdf', bytes: 'x' });
    const got = await download(u, unicode.body.id);
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
    // What is stored on disk is named by a server-made key, never by the file's name.
    expect(storedBlobs(t.app).every((f) => /^[0-9a-f]{2}[/\\][0-9a-f]{32}$/.test(f))).toBe(true);
  });

  it('refuses an empty file, a missing name and a task that is not there', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const empty = await upload<ErrorBody>(t.app, u, task.id, { name: 'empty.txt', bytes: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/empty/);
    const noName = await call<ErrorBody>(t.app, {
      method: 'POST',
      url: `/api/tasks/${task.id}/attachments`,
      headers: { ...u.headers, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(noName.status).toBe(400);
    expect((await upload(t.app, u, newId(), { name: 'a', bytes: 'x' })).status).toBe(404);
    await call(t.app, { method: 'DELETE', url: `/api/tasks/${task.id}`, headers: u.headers });
    expect((await upload(t.app, u, task.id, { name: 'a', bytes: 'x' })).status).toBe(404);
  });

  it('takes a JSON body as a file too, bytes untouched', async () => {
    const u = await createTestUser(t.app);
    const task = await taskFor(t.app, u);
    const json = '{"not": "parsed" ,  "spacing": "kept"}';
    const res = await upload<Attachment>(t.app, u, task.id, {
      name: 'a.json',
      bytes: json,
      type: 'application/json',
    });
    expect(res.status).toBe(201);
    expect((await download(u, res.body.id)).body).toBe(json);
  });
});
