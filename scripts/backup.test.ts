/**
 * Backups of the embedded database, proved the way an operator would use them: a server takes
 * writes through its API without pause while `npm run backup` (a process of its own) copies it;
 * `npm run restore` puts the copy under a new DATA_DIR; a server started there holds every write
 * acknowledged before the backup started, its attached file, and the keys its tokens were signed
 * with, and the database passes SQLite's integrity check. Restoring over data needs --force, and
 * is refused while a server has the database open.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../src/shared/contracts/tasks.ts';
import { setTier, taskFor, upload } from '../src/server/modules/attachments/attachments.test-support.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../src/server/test/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENV = { RATE_LIMIT_WRITES_PER_MINUTE: '1000000' };
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quadrant-${name}-`));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs a project script as its own process, with a server's environment. */
function runScript(
  script: string,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  // The server under test is on SQLite: no DATABASE_URL of the caller's.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  const child = spawn(process.execPath, [path.join('scripts', script), ...args], { cwd: ROOT, env });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

async function started(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ ...ENV, ...env });
  cleanup.push(() => t.close());
  return t;
}

describe('npm run backup, then npm run restore', () => {
  it('restores every write acknowledged before the backup began, taken while writes went on', async () => {
    const t = await started();
    const u = await createTestUser(t.app, { expiresIn: '1h' });
    await setTier(t.app, u, 'pro');
    const withFile = await taskFor(t.app, u, 'Has a file');
    const attached = await upload<{ id: string }>(t.app, u, withFile.id, {
      name: 'notes.txt',
      bytes: 'kept',
      type: 'text/plain',
    });
    expect(attached.status).toBe(201);

    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await call<Task>(t.app, {
          method: 'POST',
          url: '/api/tasks',
          headers: u.headers,
          payload: { title: `write ${i}`, quadrant: 2 },
        });
        expect(res.status).toBe(201);
        acknowledged.push(res.body.title);
      }
    })();
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 5));

    const dest = path.join(tempDir('backup'), 'copy');
    const before = [...acknowledged];
    const backup = await runScript('backup.ts', [dest], t.config.dataDir);
    const after = acknowledged.length;
    writing = false;
    await writer;
    expect(backup.output).toContain('Backup written');
    expect(backup.code).toBe(0);
    // Writes went on while the backup ran.
    expect(after).toBeGreaterThan(before.length);

    const target = tempDir('restored');
    const restore = await runScript('restore.ts', [dest], target);
    expect(restore.code, restore.output).toBe(0);
    const restoredDb = path.join(target, 'quadrant.db');
    const check = new DatabaseSync(restoredDb, { readOnly: true });
    expect(check.prepare('pragma integrity_check').get()?.integrity_check).toBe('ok');
    check.close();

    const r = await started({ DATA_DIR: target });
    // The restored signing keys still accept the token issued before the backup.
    const tasks = await call<Task[]>(r.app, { method: 'GET', url: '/api/tasks', headers: u.headers });
    expect(tasks.status).toBe(200);
    const titles = new Set(tasks.body.map((task) => task.title));
    for (const title of before) expect(titles.has(title), title).toBe(true);
    const content = await r.app.inject({
      method: 'GET',
      url: `/api/attachments/${attached.body.id}/content`,
      headers: u.headers,
    });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('kept');
  }, 60_000);

  it('refuses to restore over data without --force, and over a running server even with it', async () => {
    const source = await started();
    await createTestUser(source.app);
    const dest = path.join(tempDir('backup'), 'copy');
    expect((await runScript('backup.ts', [dest], source.config.dataDir)).code).toBe(0);

    const running = await started();
    const over = await runScript('restore.ts', [dest], running.config.dataDir);
    expect(over.code).toBe(1);
    expect(over.output).toContain('--force');
    const forced = await runScript('restore.ts', [dest, '--force'], running.config.dataDir);
    expect(forced.code).toBe(1);
    expect(forced.output).toContain('Stop every Quadrant process');

    await running.app.close();
    const replaced = await runScript('restore.ts', [dest, '--force'], running.config.dataDir);
    expect(replaced.code, replaced.output).toBe(0);
    const aside = fs.readdirSync(running.config.dataDir).find((f) => f.startsWith('pre-restore-'));
    expect(aside && fs.existsSync(path.join(running.config.dataDir, aside, 'quadrant.db'))).toBe(true);
  }, 60_000);

  it('refuses to write a backup into a folder that holds something', async () => {
    const t = await started();
    const dest = tempDir('busy');
    fs.writeFileSync(path.join(dest, 'other'), 'x');
    const res = await runScript('backup.ts', [dest], t.config.dataDir);
    expect(res.code).toBe(1);
    expect(res.output).toContain('not empty');
  });
});
