/**
 * Blobs as files under one directory: `<dir>/<first two hex digits>/<key>` (so no directory grows
 * past a few thousand entries). A file appears only complete: bytes go to a temp file in
 * `<dir>/.tmp`, which is renamed into place once the stream has ended, and removed if it failed.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

function isMissing(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ENOENT';
}

export function createLocalBlobStore(dir: string): BlobStore {
  const tmpDir = path.join(dir, '.tmp');
  const fileFor = (key: string) => {
    assertBlobKey(key);
    return path.join(dir, key.slice(0, 2), key);
  };

  return {
    async put(key, body) {
      const target = fileFor(key);
      await fsp.mkdir(tmpDir, { recursive: true });
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpDir, `${key}.${crypto.randomBytes(6).toString('hex')}`);
      try {
        await pipeline(body, fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        await fsp.rename(tmp, target);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },

    async get(key) {
      try {
        // Opened before resolving, so a missing file is known before any response header is sent.
        const handle = await fsp.open(fileFor(key), 'r');
        return handle.createReadStream();
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },

    close() {},
  };
}
