/**
 * HTTP errors: one `AppError` carrying a catalogue code, and one handler that turns anything thrown
 * into the envelope `{ error: { code, message, details? } }`. Internals of 5xx never leave the
 * server; they are logged with the request id instead.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../shared/errors.ts';

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  /** For a 429: whole seconds until the caller may try again (the Retry-After header). */
  retryAfterSeconds: number | undefined = undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 429 that says when to come back: `waitMs` from now, in whole seconds, at least one. */
export function rateLimited(message: string, waitMs: number): AppError {
  const err = new AppError('RATE_LIMITED', message);
  err.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return err;
}

/**
 * Every 429 says when to try again (RFC 9110 §10.2.3): the wait the refusal knows, or what a
 * throttle already set (the rate-limit plugin, the token guard). A 429 with neither, which no
 * throttle here sends, gets a minute: the window of most limits.
 */
export function setRetryAfter(reply: FastifyReply, status: number, err: unknown): void {
  if (status !== 429) return;
  if (err instanceof AppError && err.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(err.retryAfterSeconds));
  else if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
}

export const notFound = (what = 'That item'): AppError =>
  new AppError('NOT_FOUND', `${what} was not found. It may have been deleted.`);

export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

function fromFastifyStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  INTERNAL: 'Something went wrong on our side. Your data is safe; please try again.',
  PAYLOAD_TOO_LARGE: 'That is too large to send.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  UNAVAILABLE: 'Quadrant is briefly unavailable. Please try again in a moment.',
  VALIDATION_FAILED: 'The request was not valid.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    setRetryAfter(reply, err instanceof AppError ? err.status : (err.statusCode ?? 500), err);
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: `${err.validationContext ?? ''}${v.instancePath}`,
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first
        ? `${first.path.replace(/^(body|querystring|params)\/?/, '') || 'request'}: ${first.message}`
        : 'The request was not valid.';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, { issues }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its contract');
      return reply.status(500).send(errorBody('INTERNAL', MESSAGES.INTERNAL ?? ''));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    const code = fromFastifyStatus(status);
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(errorBody(code, MESSAGES[code] ?? MESSAGES.INTERNAL ?? ''));
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit): safe to explain.
    return reply
      .status(status)
      .send(errorBody(code, MESSAGES[code] && status !== 400 ? MESSAGES[code] : err.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
