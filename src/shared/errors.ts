/**
 * The one error vocabulary. Every error response is `{ error: { code, message, details? } }` with a
 * code from this closed list; clients translate by code, the message is the English fallback.
 */
import { z } from 'zod';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  PLAN_LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  /** A personal API token whose scope does not allow this (a read token on a write: RFC 6750's insufficient_scope). */
  INSUFFICIENT_SCOPE: 403,
  /** Only a signed-in session may do this, never a personal API token (docs/api.md lists the routes). */
  SESSION_REQUIRED: 403,
  /** A payment action this platform does not offer (spec §6, §8 'Not available on this platform'). */
  NOT_AVAILABLE_ON_PLATFORM: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The subscription is billed outside Quadrant (the App Store): change it there. */
  BILLED_EXTERNALLY: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
export const ErrorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Details carried by PLAN_LIMIT_REACHED, so the UI can name the limit and the way to more. */
export const LimitDetailsSchema = z.object({
  limit: z.enum(['boards', 'activeTasks', 'totalTasks', 'attachmentsPerTask']),
  max: z.number(),
  tier: z.string(),
});
