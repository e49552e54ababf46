/**
 * The machine's ceiling for a write, measured beside the API in the same run: a plain loop of
 * autocommit INSERTs through node:sqlite into a table shaped like `tasks`, in WAL mode with
 * `synchronous = NORMAL` (as the app's database), in a fresh temp file. No HTTP, no Kysely, no
 * transaction of our own: what one insert costs the database itself.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';

export function rawInsertsPerSecond(rows = 20_000): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-raw-'));
  const db = new DatabaseSync(path.join(dir, 'raw.db'));
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec(`create table tasks (id text primary key, user_id text not null, title text not null,
      quadrant integer not null, pool_sort_key text not null, created_at integer not null,
      updated_at integer not null, version integer not null)`);
    db.exec('create index tasks_user_version on tasks (user_id, version)');
    const insert = db.prepare('insert into tasks values (?, ?, ?, ?, ?, ?, ?, ?)');
    const user = randomUUID();
    const warmup = Math.min(1000, rows);
    for (let i = 0; i < warmup; i++) insert.run(randomUUID(), user, `warm ${i}`, 1, `a${i}`, i, i, i);
    const started = performance.now();
    for (let i = 0; i < rows; i++)
      insert.run(randomUUID(), user, `Task ${i}`, (i % 4) + 1, `k${i}`, Date.now(), Date.now(), i);
    return rows / ((performance.now() - started) / 1000);
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
