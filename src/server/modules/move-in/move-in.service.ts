/**
 * Move in (issue 36): an export of another app read into a preview, its mapping changed, and read
 * back. Rules:
 * - the body is spooled to a file as it arrives, never past MOVE_IN_MAX_BYTES (a declared length
 *   over it is refused before a byte is read: the archive import's import-body.ts), read once
 *   (read-upload.ts) and removed; what it held is kept as rows (one per task), so the preview, the
 *   batches and the undo need no file and run in any process;
 * - nothing is imported here: a preview writes no task, board or version;
 * - the mapping can change while nothing is imported (status `ready`); its lists must be this
 *   import's, and a board it names must be one of the person's live boards;
 * - another person's import is "not found".
 * Importing and undoing are in move-in-import.ts and move-in-undo.ts.
 */
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  DEFAULT_PRIORITY_QUADRANTS,
  type MoveIn,
  type MoveInMapping,
  type MoveInSummary,
} from '../../../shared/contracts/move-in.ts';
import { newId } from '../../../shared/ids.ts';
import { spoolBody } from '../data-export/import-body.ts';
import { fileError, MOVE_IN_MAX_BYTES } from './bounds.ts';
import type { DateContext } from './dates.ts';
import { findMoveIn, insertItems, insertMoveIn, recentMoveIns, updateMoveIn } from './move-in.repo.ts';
import type { ParsedFile } from './parsed.ts';
import { presentMoveIn, presentSummary, stateOf } from './present.ts';
import { readUpload } from './read-upload.ts';
import { summarize, type StoredList } from './stored.ts';

export interface MoveInDeps {
  db: Database;
  /** Where bodies are spooled while they are read. */
  spoolDir: string;
}

export interface UploadRequest {
  userId: string;
  body: Readable;
  declaredBytes: number | undefined;
  fileName: string;
  timeZone: string | undefined;
  now?: Date;
}

function tooLarge(): AppError {
  return fileError('too-large', `A file to import can be at most ${MOVE_IN_MAX_BYTES / 1024 / 1024} MB.`, {
    max: MOVE_IN_MAX_BYTES,
  });
}

/** The person's zone and language: what dates without their own are read in. */
async function dateContext(
  db: Database,
  userId: string,
  timeZone: string | undefined,
  now: Date,
): Promise<DateContext> {
  const [settings, user] = await Promise.all([
    db.selectFrom('notificationSettings').select('timeZone').where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst(),
  ]);
  return { timeZone: timeZone ?? settings?.timeZone ?? 'UTC', now, language: user?.language ?? 'en' };
}

async function spool(deps: MoveInDeps, req: UploadRequest) {
  if ((req.declaredBytes ?? 0) > MOVE_IN_MAX_BYTES) throw tooLarge();
  try {
    return await spoolBody(req.body, {
      dir: deps.spoolDir,
      zipBytes: MOVE_IN_MAX_BYTES,
      jsonBytes: MOVE_IN_MAX_BYTES,
      declared: req.declaredBytes,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE') throw tooLarge();
    if (err instanceof AppError && err.code === 'VALIDATION_FAILED')
      throw fileError('empty', 'This file is empty.');
    throw err;
  }
}

function listsOf(parsed: ParsedFile): StoredList[] {
  const counts = new Map<string, number>();
  for (const t of parsed.tasks) counts.set(t.list, (counts.get(t.list) ?? 0) + 1);
  return parsed.lists.map((l) => ({ ...l, tasks: counts.get(l.key) ?? 0 }));
}

const DEFAULT_MAPPING: MoveInMapping = {
  priorities: { ...DEFAULT_PRIORITY_QUADRANTS },
  lists: [],
  includeCompleted: true,
};

/** Reads the body into a stored preview; nothing is imported. */
export async function createMoveIn(deps: MoveInDeps, req: UploadRequest): Promise<MoveIn> {
  const now = req.now ?? new Date();
  const ctx = await dateContext(deps.db, req.userId, req.timeZone, now);
  const body = await spool(deps, req);
  let read;
  try {
    read = await readUpload(body, req.fileName, ctx);
  } finally {
    await fsp.rm(body.path, { force: true });
  }
  const { parsed, encoding } = read;
  const id = newId();
  const row = {
    id,
    userId: req.userId,
    source: parsed.source,
    fileName: req.fileName.slice(0, 255),
    encoding,
    status: 'ready',
    lists: JSON.stringify(listsOf(parsed)),
    report: JSON.stringify({ skipped: summarize(parsed.skipped), notes: summarize(parsed.notes) }),
    mapping: JSON.stringify(DEFAULT_MAPPING),
    itemCount: parsed.tasks.length,
    nextSeq: 0,
    imported: 0,
    boards: '{}',
    createdAt: now.getTime(),
    updatedAt: now.getTime(),
    finishedAt: null,
  };
  return deps.db.transaction().execute(async (trx) => {
    await insertMoveIn(trx, row);
    await insertItems(trx, id, req.userId, parsed.tasks);
    return presentMoveIn(trx, row);
  });
}

export async function getMoveIn(db: Database, userId: string, id: string): Promise<MoveIn> {
  const row = await findMoveIn(db, userId, id);
  if (!row) throw notFound('That import');
  return presentMoveIn(db, row);
}

export async function listMoveIns(db: Database, userId: string): Promise<MoveInSummary[]> {
  return (await recentMoveIns(db, userId)).map(presentSummary);
}

async function assertBoards(db: Database, userId: string, mapping: MoveInMapping): Promise<void> {
  const named = [
    ...new Set(mapping.lists.flatMap((l) => (l.target.kind === 'board' ? [l.target.boardId] : []))),
  ];
  if (named.length === 0) return;
  const live = await db
    .selectFrom('boards')
    .select('id')
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .where('id', 'in', named)
    .execute();
  if (live.length < named.length) throw notFound('That board');
}

/** Changes the mapping of an import not started yet, and previews again. */
export async function updateMapping(
  db: Database,
  userId: string,
  id: string,
  mapping: MoveInMapping,
): Promise<MoveIn> {
  const row = await findMoveIn(db, userId, id);
  if (!row) throw notFound('That import');
  if (row.status !== 'ready')
    throw new AppError('CONFLICT', 'This import has started: its mapping can no longer change.');
  const known = new Set(stateOf(row).lists.map((l) => l.key));
  const unknown = mapping.lists.find((l) => !known.has(l.key));
  if (unknown)
    throw new AppError('VALIDATION_FAILED', 'That list is not part of this import.', {
      field: 'lists',
      key: unknown.key,
    });
  await assertBoards(db, userId, mapping);
  const stored = JSON.stringify({
    ...mapping,
    lists: [...new Map(mapping.lists.map((l) => [l.key, l])).values()],
  });
  await updateMoveIn(db, id, { mapping: stored, updatedAt: Date.now() });
  return presentMoveIn(db, { ...row, mapping: stored });
}
