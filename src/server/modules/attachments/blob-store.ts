/**
 * Where attached files' bytes live. Keys are ids the server generates (never a file's name, never
 * anything a client sent), so no key can address a path or an object outside the store.
 * - local disk under DATA_DIR/attachments (the default), or any S3-compatible bucket when
 *   ATTACHMENTS_S3_BUCKET is set (config.ts);
 * - `put` consumes the stream to its end; if the stream fails, nothing is left behind under the key;
 * - `get` resolves to null for a key that holds nothing; `delete` of a missing key is not an error.
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

export interface BlobStore {
  put(key: string, body: Readable, meta: { contentType: string }): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  close(): void;
}

const KEY = /^[0-9a-f]{32}$/;

/** A fresh storage key: 128 random bits in hex, safe as a file name and as an object key. */
export function newBlobKey(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Refuses anything that is not a key `newBlobKey` could have made (defence in depth). */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
}
