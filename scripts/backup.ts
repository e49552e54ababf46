/**
 * `npm run backup -- <dest-dir>`: a backup of a running (or stopped) Quadrant, taken from the same
 * environment the server runs with (DATA_DIR, DATABASE_URL). What it holds, and what is promised
 * (README "Backups"):
 * - the embedded SQLite database, by SQLite's online backup (`node:sqlite` `backup()`), copied in
 *   one step: one consistent point in time, while the server goes on writing. Every write the
 *   server acknowledged before the backup started is in it;
 * - then `DATA_DIR/keys` (token signing and Web Push keys: without them every session and push
 *   subscription ends) and the attached files (`DATA_DIR/attachments`, unless they are in S3).
 *   Files are copied after the database's point in time, so a file added since is an extra (no row
 *   names it; harmless), and a file deleted while the backup ran is missing: its row is restored
 *   without it. The backup checks every file its database names and lists the missing ones in
 *   `backup.json` (and says so), so none is lost silently;
 * - on PostgreSQL the database is not in it: use pg_dump or WAL archiving (README); the keys and
 *   files are.
 * The copy is checked (`PRAGMA integrity_check`) before the command says it is done.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { loadConfig, type Config } from '../src/server/config.ts';

/** SQLite copies this many pages per step: all of them, so the copy is one snapshot. */
const ALL_PAGES = 2_147_483_647;
export const BACKUP_DB = 'quadrant.db';
export const MANIFEST = 'backup.json';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  attachments: 'local' | 's3';
  /** Files the backed-up database names that were deleted before they could be copied. */
  missingAttachments: string[];
}

function isEmptyOrAbsent(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

function copyDir(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  // The blob store's in-progress uploads (`.tmp`) are not files yet.
  fs.cpSync(from, to, { recursive: true, filter: (src) => path.basename(src) !== '.tmp' });
}

/** `ok`, or SQLite's list of what is wrong. */
export function integrityOf(file: string): string {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('pragma integrity_check').all();
    return rows.map((r) => String(r.integrity_check)).join('; ');
  } finally {
    db.close();
  }
}

function missingFiles(dbFile: string, attachmentsDir: string): string[] {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const rows = db.prepare('select storage_key as key from attachments where deleted_at is null').all();
    return rows
      .map((r) => String(r.key))
      .filter((key) => !fs.existsSync(path.join(attachmentsDir, key.slice(0, 2), key)));
  } finally {
    db.close();
  }
}

export async function runBackup(config: Config, dest: string): Promise<BackupManifest> {
  if (!isEmptyOrAbsent(dest)) throw new Error(`${dest} is not empty: back up into a new folder`);
  fs.mkdirSync(dest, { recursive: true, mode: 0o700 });
  // It holds every account's data and the signing keys: the owner's alone, even if it existed.
  fs.chmodSync(dest, 0o700);
  const createdAt = new Date().toISOString();
  const dbCopy = path.join(dest, BACKUP_DB);
  if (config.database.kind === 'sqlite') {
    const file = config.database.file;
    if (!fs.existsSync(file)) throw new Error(`no database at ${file}: is DATA_DIR (or DATABASE_URL) right?`);
    const source = new DatabaseSync(file, { readOnly: true });
    try {
      await backup(source, dbCopy, { rate: ALL_PAGES });
    } finally {
      source.close();
    }
  }
  copyDir(path.join(config.dataDir, 'keys'), path.join(dest, 'keys'));
  const files = config.attachments;
  if (files.kind === 'local') copyDir(files.dir, path.join(dest, 'attachments'));
  let missing: string[] = [];
  if (config.database.kind === 'sqlite') {
    const integrity = integrityOf(dbCopy);
    if (integrity !== 'ok') throw new Error(`the copied database fails its integrity check: ${integrity}`);
    if (files.kind === 'local') missing = missingFiles(dbCopy, path.join(dest, 'attachments'));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt,
    database: config.database.kind,
    attachments: files.kind,
    missingAttachments: missing,
  };
  fs.writeFileSync(path.join(dest, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

async function main(argv: string[]): Promise<number> {
  const dest = argv[0];
  if (!dest || argv.length > 1) {
    console.error('Usage: npm run backup -- <dest-dir>   (with the server’s DATA_DIR / DATABASE_URL)');
    return 2;
  }
  const config = loadConfig();
  const manifest = await runBackup(config, path.resolve(dest));
  console.log(`Backup written to ${path.resolve(dest)} (${manifest.createdAt}).`);
  if (manifest.database === 'postgres')
    console.log(
      'PostgreSQL: the database is not in it. Back it up with pg_dump or WAL archiving (README "Backups").',
    );
  if (manifest.attachments === 's3')
    console.log(
      'Attached files are in S3: back up the bucket (versioning or replication), see README "Backups".',
    );
  if (manifest.missingAttachments.length > 0)
    console.log(
      `${manifest.missingAttachments.length} attached file(s) were deleted while the backup ran; ` +
        'their rows are in the backup without the file (listed in backup.json).',
    );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
