/**
 * Which client errors are worth a report (spec §5). Suppressed: HTTP 400 answers that carry details
 * about the request (the person's input, not a bug), 401, 403, 429, and cancelled requests.
 * Dropped: reports raised by browser extensions, and network failures while the browser is offline.
 */
export interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  status?: number;
  code?: string;
  details?: Record<string, unknown>;
}

export interface ErrorContext {
  online: boolean;
  /** Script URL of an uncaught error event, when known. */
  filename?: string;
}

const EXTENSION_URL = /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;
const NETWORK_MESSAGE = /Failed to fetch|NetworkError|Network request failed|Load failed|Could not reach/i;
const SUPPRESSED_STATUS = new Set([401, 403, 429]);

function asErrorLike(error: unknown): ErrorLike {
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object' || error === null) return {};
  // Read through the prototype chain: DOMException and Error keep name/message/stack there.
  const e: ErrorLike = {};
  if ('name' in error && typeof error.name === 'string') e.name = error.name;
  if ('message' in error && typeof error.message === 'string') e.message = error.message;
  if ('stack' in error && typeof error.stack === 'string') e.stack = error.stack;
  if ('status' in error && typeof error.status === 'number') e.status = error.status;
  if ('code' in error && typeof error.code === 'string') e.code = error.code;
  if ('details' in error && typeof error.details === 'object' && error.details !== null)
    e.details = { ...error.details };
  return e;
}

export function shouldReportError(error: unknown, ctx: ErrorContext): boolean {
  const e = asErrorLike(error);
  if (e.name === 'AbortError' || e.name === 'CancelledError') return false;
  if (e.status !== undefined) {
    if (SUPPRESSED_STATUS.has(e.status)) return false;
    if (e.status === 400 && e.details && Object.keys(e.details).length > 0) return false;
  }
  if (EXTENSION_URL.test(ctx.filename ?? '') || EXTENSION_URL.test(e.stack ?? '')) return false;
  const networkFailure =
    e.code === 'UNAVAILABLE' ||
    e.status === 0 ||
    (e.name === 'TypeError' && NETWORK_MESSAGE.test(e.message ?? ''));
  if (!ctx.online && networkFailure) return false;
  return true;
}

/** Share of page loads whose performance trace is reported (spec §7). */
export const TRACE_SAMPLE_RATE = 0.1;

export function sampleTrace(random: number = Math.random()): boolean {
  return random < TRACE_SAMPLE_RATE;
}

/** What a report carries: enough to find the bug, nothing about the person (no query, no ids in text). */
export function errorReport(
  error: unknown,
  ctx: ErrorContext & { path: string; language: string },
): Record<string, unknown> {
  const e = asErrorLike(error);
  return {
    type: 'error',
    name: e.name ?? 'Error',
    message: (e.message ?? String(error)).slice(0, 1000),
    ...(e.stack ? { stack: e.stack.slice(0, 5000) } : {}),
    ...(e.status !== undefined ? { status: e.status } : {}),
    ...(e.code ? { code: e.code } : {}),
    ...(ctx.filename ? { filename: ctx.filename } : {}),
    path: ctx.path,
    language: ctx.language,
    at: new Date().toISOString(),
  };
}
