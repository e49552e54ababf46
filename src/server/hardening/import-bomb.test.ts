/**
 * Issue 29, finding 1: hostile archives sent to `POST /api/me/import`. Each is refused from its
 * central directory (or while an entry is inflated, when only the bytes can tell the lie), before
 * anything is stored, with a catalogue code; memory stays bounded, and an honest archive of many
 * full-size files streams through while the server goes on answering.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../shared/plans.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { setTier, storedBlobs, tempFiles } from '../modules/attachments/attachments.test-support.ts';
import { deflated, deflatedZeros, quadrantJson, stored, writeZip } from './hostile-zips.test-support.ts';
import { listenOnLoopback, sendPartial } from './raw-http.test-support.ts';

type ErrorBody = { error: { code: string; message: string } };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const MB = 1024 * 1024;

function importAs<T = ErrorBody>(u: TestUser, body: Buffer, headers: Record<string, string> = {}) {
  return call<T>(t.app, {
    method: 'POST',
    url: '/api/me/import',
    headers: { ...u.headers, 'content-type': 'application/zip', ...headers },
    payload: body,
  });
}

/**
 * The largest rise of the process's array buffers while `run` ran, from the lowest point before
 * it (so garbage collected meanwhile cannot hide an allocation that came after).
 */
async function arrayBufferGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  let low = process.memoryUsage().arrayBuffers;
  let growth = 0;
  const sample = () => {
    const now = process.memoryUsage().arrayBuffers;
    low = Math.min(low, now);
    growth = Math.max(growth, now - low);
  };
  const timer = setInterval(sample, 10);
  try {
    const result = await run();
    sample();
    return { result, growth };
  } finally {
    clearInterval(timer);
  }
}

v8.setFlagsFromString('--expose-gc');
const exposed: unknown = vm.runInNewContext('gc');
if (typeof exposed !== 'function') throw new Error('--expose-gc did not give a gc()');
/** V8's gc(), as --expose-gc defines it; the last-resort flavour also frees array buffers at once. */
const collectGarbage = exposed as (options: {
  type: 'major';
  execution: 'sync';
  flavor: 'last-resort';
}) => void;

/** What the process's array buffers still hold once garbage is collected. */
function retainedArrayBuffers(): number {
  collectGarbage({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return process.memoryUsage().arrayBuffers;
}

/** Import bodies still spooled on disk (each is removed once its import is answered). */
function spooled(): string[] {
  const dir = path.join(t.config.dataDir, 'import-spool');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function tasksOf(u: TestUser): Promise<number> {
  const rows = await t.app.ctx.database.db
    .selectFrom('tasks')
    .select('id')
    .where('userId', '=', u.id)
    .execute();
  return rows.length;
}

/** Sends `zip` as `u` and expects it refused with `status`/`code`, nothing stored, little memory. */
async function expectRefused(u: TestUser, zip: Buffer, status: number, code: string): Promise<string> {
  const blobs = storedBlobs(t.app).length;
  const { result, growth } = await arrayBufferGrowth(() => importAs(u, zip));
  expect(result.status).toBe(status);
  expect(result.body.error.code).toBe(code);
  expect(growth).toBeLessThan(32 * MB);
  expect(storedBlobs(t.app).length).toBe(blobs);
  expect(tempFiles(t.app)).toEqual([]);
  expect(spooled()).toEqual([]);
  expect(await tasksOf(u)).toBe(0);
  return result.body.error.message;
}

describe('import of a hostile zip', () => {
  it('refuses 200 directory entries pointing at one deflated 10 MB of zeros, inflating none', async () => {
    const u = await createTestUser(t.app);
    const names = Array.from({ length: 200 }, (_, i) => `attachments/zeros-${i}`);
    const zip = writeZip([quadrantJson(names.map((n) => [n])), deflatedZeros(names[0] ?? '')], (w) => {
      const [json, bomb] = w;
      if (!json || !bomb) throw new Error('two parts were written');
      return [json, ...names.map((name) => ({ ...bomb, name }))];
    });
    expect(zip.length).toBeLessThan(64 * 1024);
    // While it is handled, the server answers others.
    const [message, health] = await Promise.all([
      expectRefused(u, zip, 400, 'VALIDATION_FAILED'),
      t.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(message).toMatch(/overlap/i);
    expect(health.statusCode).toBe(200);
  });

  it('refuses an entry that starts inside another one', async () => {
    const u = await createTestUser(t.app);
    const zip = writeZip(
      [quadrantJson([['attachments/a'], ['attachments/b']]), stored('attachments/a', 'x'.repeat(1000))],
      (w) => {
        const [json, a] = w;
        if (!json || !a) throw new Error('two parts were written');
        return [json, a, { ...stored('attachments/b', 'x'.repeat(900)), offset: a.offset + 60 }];
      },
    );
    expect(await expectRefused(u, zip, 400, 'VALIDATION_FAILED')).toMatch(/overlap/i);
  });

  it('refuses more entries than the plan could hold, from the directory alone', async () => {
    const u = await createTestUser(t.app);
    // Free holds 250 files (250 tasks, one file each); each may bring one companion entry.
    const junk = Array.from({ length: 600 }, (_, i) => stored(`junk/${i}`, 'x'));
    await expectRefused(u, writeZip([quadrantJson([]), ...junk]), 413, 'PAYLOAD_TOO_LARGE');
    const files = Array.from({ length: 251 }, (_, i) => stored(`attachments/${i}`, 'x'));
    await expectRefused(u, writeZip([quadrantJson([]), ...files]), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses declared sizes over the bounds before inflating anything', async () => {
    const u = await createTestUser(t.app);
    const big = { ...deflatedZeros('attachments/big', 1024), size: MAX_ATTACHMENT_BYTES + 1 };
    await expectRefused(u, writeZip([quadrantJson([['attachments/big']]), big]), 413, 'PAYLOAD_TOO_LARGE');
    // Pro's files are unlimited; what an import inflates in all is not (a zip ends before 4 GiB).
    const pro = await createTestUser(t.app);
    await setTier(t.app, pro, 'pro');
    const many = Array.from({ length: 420 }, (_, i) => ({
      ...deflatedZeros(`attachments/${i}`, 1024),
      size: MAX_ATTACHMENT_BYTES,
    }));
    await expectRefused(pro, writeZip([quadrantJson([]), ...many]), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses an entry whose bytes are not what its header says, stopping at the first byte over', async () => {
    const u = await createTestUser(t.app);
    const name = [['attachments/a']];
    // Declares 1 KB; holds 10 MB of zeros.
    const small = { ...deflatedZeros('attachments/a'), size: 1024 };
    await expectRefused(u, writeZip([quadrantJson(name), small]), 400, 'VALIDATION_FAILED');
    // Declares 10 MB; holds 1 KB.
    const short = { ...deflatedZeros('attachments/a', 1024), size: MAX_ATTACHMENT_BYTES };
    await expectRefused(u, writeZip([quadrantJson(name), short]), 400, 'VALIDATION_FAILED');
    // The right size, the wrong checksum.
    const forged = { ...stored('attachments/a', 'hello'), crc: zlib.crc32('world') };
    await expectRefused(u, writeZip([quadrantJson(name), forged]), 400, 'VALIDATION_FAILED');
    // Not deflate data at all.
    const garbage = { ...deflated('attachments/a', 'hello'), body: Buffer.from('not deflate at all') };
    await expectRefused(u, writeZip([quadrantJson(name), garbage]), 400, 'VALIDATION_FAILED');
  });

  it('refuses an archive whose tasks name one entry twice (each name would inflate it again)', async () => {
    const u = await createTestUser(t.app);
    const twice = Array.from({ length: 50 }, () => ['attachments/zeros']);
    const zip = writeZip([quadrantJson(twice), deflatedZeros('attachments/zeros')]);
    expect(await expectRefused(u, zip, 400, 'VALIDATION_FAILED')).toMatch(/more than once/i);
  });

  it('refuses a content-encoded body without inflating it (a zip is compressed already)', async () => {
    const u = await createTestUser(t.app);
    // 300 MB of zeros as 30 gzip members of 10 MB each (about 300 KB sent).
    const member = zlib.gzipSync(Buffer.alloc(10 * MB));
    const bomb = Buffer.concat(Array.from({ length: 30 }, () => member));
    const { result, growth } = await arrayBufferGrowth(() =>
      importAs(u, bomb, { 'content-encoding': 'gzip' }),
    );
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('VALIDATION_FAILED');
    expect(growth).toBeLessThan(32 * MB);
  });
});

describe('import of an honest archive of many full-size files', () => {
  // A guard against hangs, not a speed check: 100 MB through a busy 2-core machine can take a while.
  it('streams them one by one: little is held at once, and /healthz answers meanwhile', async () => {
    const u = await createTestUser(t.app);
    const names = Array.from({ length: 10 }, (_, i) => `attachments/${i}-zeros.bin`);
    const zip = writeZip([quadrantJson(names.map((n) => [n])), ...names.map((n) => deflatedZeros(n))]);
    const blobs = storedBlobs(t.app).length;
    const base = retainedArrayBuffers();
    let done = false;
    const importing = importAs<{ attachments: number }>(u, zip).finally(() => (done = true));
    // Once 3, then 6 of the 10 files are in the store, the rest still to come: what is held then
    // (after a full collection), and whether the server answers someone else meanwhile.
    const held: number[] = [];
    let health: { status: number; whileImporting: boolean } | undefined;
    for (let next = 3; !done && next < 10; await new Promise((r) => setTimeout(r, 2))) {
      if (storedBlobs(t.app).length - blobs < next) continue;
      held.push(retainedArrayBuffers() - base);
      const res = health ? undefined : await t.app.inject({ method: 'GET', url: '/healthz' });
      if (res) health = { status: res.statusCode, whileImporting: !done };
      next += 3;
    }
    const result = await importing;
    expect(result.status).toBe(201);
    expect(result.body.attachments).toBe(10);
    expect(storedBlobs(t.app).length).toBe(blobs + 10);
    expect(spooled()).toEqual([]);
    expect(health).toEqual({ status: 200, whileImporting: true });
    // 100 MB go through; at no point is even one full file's worth held.
    expect(held.length).toBeGreaterThan(0);
    expect(Math.max(...held)).toBeLessThan(MAX_ATTACHMENT_BYTES);
  }, 60_000);
});

describe('import refusals that need no body', () => {
  it('refuses an account that has data before reading a byte of the archive', async () => {
    const u = await createTestUser(t.app);
    await call(t.app, { method: 'POST', url: '/api/boards', headers: u.headers, payload: { name: 'Home' } });
    const res = await sendPartial(port, {
      method: 'POST',
      path: '/api/me/import',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/zip' },
      contentLength: 50 * MB,
      start: Buffer.from('PK\u0003\u0004'),
    });
    expect(res.status).toBe(409);
    expect(res.text).toContain('"code":"CONFLICT"');
  });

  it('refuses a quadrant.json announced over its bound after its first bytes', async () => {
    const u = await createTestUser(t.app);
    const res = await sendPartial(port, {
      method: 'POST',
      path: '/api/me/import',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      contentLength: 150 * MB,
      start: Buffer.from('{"format":"quadrant-export",'),
    });
    expect(res.status).toBe(413);
    expect(res.text).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(spooled()).toEqual([]);
  });

  it('limits attempts to 10 an hour per person', async () => {
    const u = await createTestUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await importAs(u, Buffer.from('{}'))).status);
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400));
    expect(statuses[10]).toBe(429);
  });
});
