/**
 * The task fields with rules of their own, shared by create and update.
 * - The description is sanitized (rich-text.ts) and stored with its plain text, for search.
 * - A due time needs a due date, sent in the same write or already stored; clearing the date
 *   clears the time.
 */
import { AppError } from '../../http/errors.ts';
import { sanitizeDescription } from './rich-text.ts';

export function descriptionFields(input: string | undefined): {
  description?: string;
  descriptionText?: string;
} {
  if (input === undefined) return {};
  const { html, text } = sanitizeDescription(input);
  return { description: html, descriptionText: text };
}

interface Due {
  dueDate: string | null;
  dueTime: string | null;
}

/** The due date and time after a write, from what is stored (none on create) and what was sent. */
export function resolveDue(
  stored: Due | undefined,
  sent: { dueDate?: string | null; dueTime?: string | null },
): Due {
  const dueDate = sent.dueDate !== undefined ? sent.dueDate : (stored?.dueDate ?? null);
  if (dueDate === null) {
    if (sent.dueTime)
      throw new AppError(
        'VALIDATION_FAILED',
        'A due time needs a due date. Set a date too, or leave the time out.',
        {
          field: 'dueTime',
        },
      );
    return { dueDate: null, dueTime: null };
  }
  return { dueDate, dueTime: sent.dueTime !== undefined ? sent.dueTime : (stored?.dueTime ?? null) };
}
