/**
 * The error every API call rejects with. Kept apart from api.ts (and from zod) so that code that
 * only needs to recognise API errors, like the query client's one error handler, stays light.
 */
import type { ErrorCode } from '../../shared/errors.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, status: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}
