/**
 * The S3 store against a real S3-compatible server (s3rver, on a free loopback port), through the
 * official SDK client: the same requests a bucket on AWS, MinIO or R2 would receive.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import { call, createTestApp, createTestUser } from '../../test/helpers.ts';
import { newBlobKey, type BlobStore } from './blob-store.ts';
import { createS3BlobStore, createS3Client } from './s3-blob-store.ts';
import { taskFor, upload } from './attachments.test-support.ts';

const BUCKET = 'quadrant-attachments';

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no object');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new Error('not a byte stream');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** A stream that yields `bytes` and then fails, like a connection cut mid-upload. */
function failingAfter(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      await Promise.resolve();
      throw new Error('connection lost');
    })(),
  );
}

describe('S3 blob store', () => {
  let server: S3rver;
  let dir: string;
  let env: Record<string, string>;
  let store: BlobStore;
  const config = () => ({
    kind: 's3' as const,
    bucket: BUCKET,
    endpoint: env.ATTACHMENTS_S3_ENDPOINT,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    env = {
      ATTACHMENTS_S3_BUCKET: BUCKET,
      ATTACHMENTS_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      ATTACHMENTS_S3_REGION: 'us-east-1',
      ATTACHMENTS_S3_ACCESS_KEY_ID: 'S3RVER',
      ATTACHMENTS_S3_SECRET_ACCESS_KEY: 'S3RVER',
      ATTACHMENTS_S3_FORCE_PATH_STYLE: 'true',
    };
    store = createS3BlobStore(config());
  });
  afterAll(async () => {
    store.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function objectKeys(): Promise<string[]> {
    const client = createS3Client(config());
    const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    client.destroy();
    return (res.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
  }

  it('stores, returns and deletes an object, small or multipart', async () => {
    for (const size of [1, 300_000, 7 * 1024 * 1024]) {
      const key = newBlobKey();
      const bytes = crypto.randomBytes(size);
      await store.put(key, Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]), {
        contentType: 'application/pdf',
      });
      expect(Buffer.compare(await readAll(await store.get(key)), bytes)).toBe(0);
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      await store.delete(key); // deleting what is gone is not an error
    }
  });

  // (s3rver cannot list pending multipart uploads, so the abort of the parts is the SDK's word.)
  it('keeps nothing of a stream that fails, even past the first multipart part', async () => {
    const before = await objectKeys();
    for (const size of [1000, 6 * 1024 * 1024]) {
      const key = newBlobKey();
      await expect(
        store.put(key, failingAfter(crypto.randomBytes(size)), { contentType: 'text/plain' }),
      ).rejects.toThrow();
      expect(await store.get(key)).toBeNull();
    }
    expect(await objectKeys()).toEqual(before);
  });

  it('refuses keys it did not make', async () => {
    await expect(store.get('../other-bucket/x')).rejects.toThrow(/Not a blob key/);
  });

  it('serves the app’s uploads and downloads when ATTACHMENTS_S3_* is set', async () => {
    const t = await createTestApp(env);
    try {
      const u = await createTestUser(t.app);
      const task = await taskFor(t.app, u);
      const bytes = crypto.randomBytes(50_000);
      const res = await upload<Attachment>(t.app, u, task.id, {
        name: 'photo.png',
        bytes,
        type: 'image/png',
      });
      expect(res.status).toBe(201);
      expect(fs.existsSync(path.join(t.config.dataDir, 'attachments'))).toBe(false);
      const got = await t.app.inject({
        method: 'GET',
        url: `/api/attachments/${res.body.id}/content`,
        headers: u.headers,
      });
      expect(got.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(got.rawPayload, bytes)).toBe(0);
      const keysWithFile = await objectKeys();
      await call(t.app, { method: 'DELETE', url: `/api/attachments/${res.body.id}`, headers: u.headers });
      expect((await objectKeys()).length).toBe(keysWithFile.length - 1);

      // A chunked body past the limit: counted while it streams to S3, refused, and not kept.
      const chunk = Buffer.alloc(1024 * 1024, 1);
      const tooBig = await t.app.inject({
        method: 'POST',
        url: `/api/tasks/${task.id}/attachments?name=big.bin`,
        headers: { ...u.headers, 'content-type': 'application/octet-stream' },
        payload: Readable.from(Array.from({ length: 11 }, () => chunk)),
      });
      expect(tooBig.statusCode).toBe(413);
      expect((await objectKeys()).length).toBe(keysWithFile.length - 1);
    } finally {
      await t.close();
    }
  });
});
