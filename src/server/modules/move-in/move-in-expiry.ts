/**
 * How long an import from another app is kept (the `move-ins.expire` job, hourly): a preview
 * never started for PREVIEW_TTL_MS, any other (finished, partial, failed, undone) for
 * UNDO_WINDOW_MS after its last change — until then it can be undone, or its rest imported after
 * an upgrade. The tasks it made are the person's and stay; only the reading of the file goes.
 */
import type { Database } from '../../db/database.ts';
import { expireMoveIns as expire } from './move-in.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PREVIEW_TTL_MS = 2 * DAY_MS;
export const UNDO_WINDOW_MS = 30 * DAY_MS;

export async function expireMoveIns(db: Database, now: number): Promise<number> {
  return expire(db, { previewBefore: now - PREVIEW_TTL_MS, finishedBefore: now - UNDO_WINDOW_MS });
}
