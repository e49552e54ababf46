/**
 * The import's spooling at small bounds (the real ones are gigabytes): a body past its bound, or
 * announced past it, fails with 413 and leaves no file; the request stream is unpiped, never
 * destroyed, so the refusal can still be sent on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { readableBytes, spoolBody } from './import-body.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-spool-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const bounds = { zipBytes: 1000, jsonBytes: 100 };

/** A request-like stream that sends `chunks` and then stays open, as a slow client would. */
function slowBody(chunks: string[], end = false): PassThrough {
  const body = new PassThrough();
  for (const c of chunks) body.write(c);
  if (end) body.end();
  return body;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

describe('spoolBody', () => {
  it('writes a zip within its bound to a file and says what it is', async () => {
    const body = slowBody(['PK', 'x'.repeat(998)], true);
    const spooled = await spoolBody(body, { dir, ...bounds, declared: 1000 });
    expect(spooled).toMatchObject({ kind: 'zip', bytes: 1000 });
    expect(fs.readFileSync(spooled.path, 'utf8')).toBe(`PK${'x'.repeat(998)}`);
  });

  it('refuses a zip at its first byte over the bound, keeping no file and the stream alive', async () => {
    const body = slowBody(['PK', 'x'.repeat(600), 'x'.repeat(600)]);
    const err = await refusal(spoolBody(body, { dir, ...bounds, declared: undefined }));
    expect(err.code).toBe('PAYLOAD_TOO_LARGE');
    expect(err.details).toEqual({ maxBytes: 1000 });
    expect(body.destroyed).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('holds a body that is not a zip to the JSON bound, and an announced length from its first bytes', async () => {
    const over = await refusal(
      spoolBody(slowBody(['{"format":', ' '.repeat(100)]), { dir, ...bounds, declared: undefined }),
    );
    expect(over.code).toBe('PAYLOAD_TOO_LARGE');
    expect(over.message).toContain('quadrant.json');
    // 20 bytes sent of 5,000 announced: refused without waiting for the rest.
    const announced = await refusal(
      spoolBody(slowBody(['{"format":"quadrant-']), { dir, ...bounds, declared: 5000 }),
    );
    expect(announced.code).toBe('PAYLOAD_TOO_LARGE');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses an empty body', async () => {
    const err = await refusal(spoolBody(slowBody([], true), { dir, ...bounds, declared: 0 }));
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('states bounds as a person reads them', () => {
    expect(readableBytes(100 * 1024 * 1024)).toBe('100 MB');
    expect(readableBytes(2 ** 32 - 1)).toBe('3.9 GB');
  });
});
