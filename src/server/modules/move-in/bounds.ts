/**
 * What one move-in reads at most. A file is never trusted: each bound is checked as the file is
 * read, and past it the file is refused with the line where it happened (docs/security.md
 * "Imports and uploads" states the same numbers). Text that fits the file's bounds but not a
 * task's (a long title, a long description) is cut, and the preview says so.
 */
import { CHECKLIST_ITEMS_MAX, CHECKLIST_TEXT_MAX } from '../../../shared/contracts/checklist.ts';
import { BOARD_NAME_MAX } from '../../../shared/contracts/boards.ts';
import { MOVE_IN_MAX_BYTES } from '../../../shared/contracts/move-in.ts';
import { TASK_TITLE_MAX } from '../../../shared/contracts/tasks.ts';
import type { ImportBounds } from '../../../shared/import-bounds.ts';
import { AppError } from '../../http/errors.ts';
import type { MoveInFileError } from '../../../shared/contracts/move-in.ts';

export { MOVE_IN_MAX_BYTES };

/** One CSV field (or Markdown line): longer is taken for a quote never closed, and refused. */
export const FIELD_MAX_CHARS = 100_000;
/** CSV records in one file, or in all of a backup's files together. */
export const ROWS_MAX = 100_000;
/** Tasks one import takes (its checklist items aside). */
export const TASKS_MAX = 20_000;
/** Lists (projects, TickTick lists, headings) one import takes. */
export const LISTS_MAX = 500;
/** Subtask depth read: Todoist's INDENT goes to 5; deeper lines count as the deepest. */
export const DEPTH_MAX = 5;
/** A description as plain text, its comments and notes included: past it, cut (HTML escapes stay under the task's own bound). */
export const DESCRIPTION_MAX_CHARS = 16_000;
export const LABELS_MAX = 20;
export const LABEL_MAX_CHARS = 60;
export { BOARD_NAME_MAX, CHECKLIST_ITEMS_MAX, CHECKLIST_TEXT_MAX, TASK_TITLE_MAX };

/**
 * A Todoist backup zip: its directory checked before anything is inflated (the archive import's
 * zip-directory.ts), each CSV at most the size of a file sent alone, all of them together a few
 * times that, and a project per entry within the lists' bound.
 */
export const BACKUP_ZIP_BOUNDS: ImportBounds = {
  files: LISTS_MAX,
  entries: 2 * LISTS_MAX + 64,
  inflatedBytes: 64 * 1024 * 1024,
  zipBytes: MOVE_IN_MAX_BYTES,
};

/** A refusal of the file, with its reason (and line) for the client to say in its language. */
export function fileError(
  reason: MoveInFileError,
  message: string,
  extra: { line?: number; max?: number } = {},
): AppError {
  const code = reason === 'too-large' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
  const where = extra.line === undefined ? message : `Line ${extra.line}: ${message}`;
  return new AppError(code, where, { reason, ...extra });
}
