/**
 * A move-in error in the person's words: a refused file by its reason (`details.reason`, with
 * `details.line`), anything else by the catalogue's code.
 */
import type { TFunction } from 'i18next';
import {
  MOVE_IN_FILE_ERRORS,
  MOVE_IN_MAX_BYTES,
  type MoveInFileError,
} from '../../../shared/contracts/move-in.ts';
import { formatFileSize } from '../../../shared/file-size.ts';
import { ApiError } from '../../lib/api-error.ts';
import { describeError } from '../../lib/errors.ts';

function fileReason(error: unknown): MoveInFileError | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.details?.reason;
  return (MOVE_IN_FILE_ERRORS as readonly unknown[]).includes(reason) ? (reason as MoveInFileError) : null;
}

export function moveInErrorMessage(error: unknown, t: TFunction, language: string): string {
  const reason = fileReason(error);
  if (!reason || !(error instanceof ApiError)) return describeError(error);
  const line = typeof error.details?.line === 'number' ? error.details.line : undefined;
  const message = t(`errors.${reason}`, { size: formatFileSize(MOVE_IN_MAX_BYTES, language) });
  return line === undefined ? message : t('errors.atLine', { line, message });
}
