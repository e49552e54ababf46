/**
 * `npm run restore -- <backup-dir> [--force]`: puts a backup made by `npm run backup` back under
 * the DATA_DIR (and SQLite file) of the environment it runs in. Rules:
 * - the backup is checked first (its manifest, and `PRAGMA integrity_check` on its database);
 * - data already there is never overwritten by surprise: without `--force` the command refuses;
 *   with it, the current database, keys and attached files are moved aside to
 *   `DATA_DIR/pre-restore-<time>/`, not deleted;
 * - it always refuses while any process has the SQLite database open, `--force` or not: a running
 *   server keeps writing to the file it opened (and to its write-ahead log), so its writes would
 *   be lost and the restored file could be corrupted by a log that belongs to another database.
 *   Stop every Quadrant process first; sync clients then start over from the restored state;
 * - on PostgreSQL only the keys and files are restored; the database is restored with pg_restore
 *   (README "Backups").
 */
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { loadConfig, type Config } from '../src/server/config.ts';
import { BACKUP_DB, integrityOf, MANIFEST } from './backup.ts';

const ManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  attachments: z.enum(['local', 's3']),
  missingAttachments: z.array(z.string()),
});

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

function holdsData(p: string): boolean {
  if (!fs.existsSync(p)) return false;
  return fs.statSync(p).isDirectory() ? fs.readdirSync(p).length > 0 : true;
}

/**
 * Whether another connection has the database open: leaving WAL mode needs the only connection,
 * so SQLite refuses ("database is locked") while a server (or anything else) holds it.
 */
function inUse(file: string): boolean {
  const db = new DatabaseSync(file);
  try {
    db.exec('pragma journal_mode = delete');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

function moveAside(items: string[], aside: string): void {
  fs.mkdirSync(aside, { recursive: true, mode: 0o700 });
  for (const item of items)
    if (fs.existsSync(item)) fs.renameSync(item, path.join(aside, path.basename(item)));
}

export function runRestore(config: Config, from: string, opts: { force: boolean }): { movedAside?: string } {
  const manifest = ManifestSchema.parse(JSON.parse(fs.readFileSync(path.join(from, MANIFEST), 'utf8')));
  if (manifest.database !== config.database.kind)
    throw new RestoreRefused(
      `this backup is of a ${manifest.database} deployment, not ${config.database.kind}`,
    );
  const dbFile = config.database.kind === 'sqlite' ? path.resolve(config.database.file) : undefined;
  if (dbFile) {
    const integrity = integrityOf(path.join(from, BACKUP_DB));
    if (integrity !== 'ok') throw new RestoreRefused(`the backup's database is damaged: ${integrity}`);
  }
  const keys = path.join(config.dataDir, 'keys');
  const files = config.attachments.kind === 'local' ? config.attachments.dir : undefined;
  const targets = [dbFile, keys, files].filter((p): p is string => p !== undefined);
  const present = targets.filter(holdsData);
  if (present.length > 0 && !opts.force)
    throw new RestoreRefused(
      `${present.join(', ')} already hold data. Pass --force to replace it (it is moved aside, not deleted).`,
    );
  if (dbFile && fs.existsSync(dbFile) && inUse(dbFile))
    throw new RestoreRefused(
      `${dbFile} is open in another process (a running server?). Stop every Quadrant process first: ` +
        'a server writing on would lose its writes and could corrupt the restored file.',
    );
  let movedAside: string | undefined;
  if (present.length > 0) {
    movedAside = path.join(config.dataDir, `pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const sqliteSide = dbFile ? [dbFile, `${dbFile}-wal`, `${dbFile}-shm`] : [];
    moveAside([...sqliteSide, keys, ...(files ? [files] : [])], movedAside);
  }
  if (dbFile) {
    fs.mkdirSync(path.dirname(dbFile), { recursive: true });
    fs.copyFileSync(path.join(from, BACKUP_DB), `${dbFile}.restoring`);
    fs.renameSync(`${dbFile}.restoring`, dbFile);
  }
  if (fs.existsSync(path.join(from, 'keys'))) fs.cpSync(path.join(from, 'keys'), keys, { recursive: true });
  if (files && fs.existsSync(path.join(from, 'attachments')))
    fs.cpSync(path.join(from, 'attachments'), files, { recursive: true });
  return { movedAside };
}

function main(argv: string[]): number {
  const args = argv.filter((a) => a !== '--force');
  const from = args[0];
  if (!from || args.length > 1) {
    console.error(
      'Usage: npm run restore -- <backup-dir> [--force]   (with the server’s DATA_DIR / DATABASE_URL)',
    );
    return 2;
  }
  const config = loadConfig();
  try {
    const { movedAside } = runRestore(config, path.resolve(from), { force: argv.includes('--force') });
    console.log(`Restored ${path.resolve(from)} into ${config.dataDir}.`);
    if (movedAside) console.log(`What was there before is in ${movedAside}.`);
    if (config.database.kind === 'postgres')
      console.log('PostgreSQL: restore the database itself with pg_restore (README "Backups").');
    return 0;
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    console.error(`Restore refused: ${err.message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (err) {
    console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
