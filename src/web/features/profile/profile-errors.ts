/**
 * Which field a server error belongs to (the server names it in `details.field`), so the page can
 * show it under that field, tied to it with aria-describedby; other errors read by catalogue code.
 */
import { ApiError } from '../../lib/api-error.ts';
import { describeError } from '../../lib/errors.ts';

export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.details?.field;
  return typeof field === 'string' ? field : null;
}

export function errorReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.details?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** The message for a field: a known reason in the page's words, else the catalogue's sentence. */
export function fieldMessage(
  error: unknown,
  field: string,
  reasons: Record<string, string>,
): string | undefined {
  if (!error || errorField(error) !== field) return undefined;
  const reason = errorReason(error);
  return (reason && reasons[reason]) || describeError(error);
}

/** An error no field owns (rate limit, network…), for the form's own alert. */
export function formMessage(error: unknown, fields: readonly string[]): string | undefined {
  if (!error) return undefined;
  const field = errorField(error);
  return field && fields.includes(field) ? undefined : describeError(error);
}
