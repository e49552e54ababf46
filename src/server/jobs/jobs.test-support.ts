/**
 * For the job tests and the benchmark: one fresh database (a SQLite file, or a PostgreSQL database
 * on the test server) that several handles open at once, as several processes would — each
 * handle its own SQLite connection or its own PostgreSQL pool — and a logger that keeps entries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createPostgresDatabase } from '../test/helpers.ts';

export interface SharedDatabase {
  /** Opens another handle (another "process") on the same database. */
  open(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

export async function sharedDatabase(kind: 'sqlite' | 'postgres'): Promise<SharedDatabase> {
  const handles: DatabaseHandle[] = [];
  let config: Parameters<typeof openDatabase>[0];
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const pg = await createPostgresDatabase();
    config = { kind: 'postgres', url: pg.url, poolSize: 4 };
    cleanup = pg.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-jobs-'));
    config = { kind: 'sqlite', file: path.join(dir, 'jobs.db') };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  return {
    async open() {
      const handle = await openDatabase(config);
      handles.push(handle);
      return handle;
    },
    async close() {
      for (const h of handles.splice(0)) await h.close();
      await cleanup();
    },
  };
}

export interface LogEntry {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger whose entries land in `entries` (parsed), for assertions on what was logged. */
export function capturingLogger(): { log: pino.Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) entries.push(JSON.parse(line) as LogEntry);
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), entries };
}
