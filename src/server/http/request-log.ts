/**
 * The access log: one line per request, written when the response has gone (Fastify's own request
 * logging writes two). The URL is redacted like every logged
 * URL (log-redaction.ts). On a terminal (LOG_FORMAT=pretty, the default on a TTY) lines are plain
 * text; otherwise pino's JSON, one object per line, for log collectors.
 */
import { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { redactUrl } from './log-redaction.ts';

/**
 * Fastify's request log lines, replaced: nothing when a request arrives, one line when its
 * response has gone. Everything else Fastify logs (errors, not-found) keeps its default.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // originalUrl: a mounted middleware (the identity provider) rewrites request.url.
    const url = redactUrl(request.originalUrl);
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    // `req` goes through the logger's request serializer (redacted URL, host, address).
    const fields = { req: request, res: { statusCode: status }, ms, ...(error ? { err: error } : {}) };
    reply.log[error || status >= 500 ? 'error' : 'info'](
      fields,
      `${request.method} ${url} ${status} ${ms} ms`,
    );
  }
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** What the pretty line reads from a pino record; everything else stays in JSON mode only. */
const RecordSchema = z.object({
  level: z.number(),
  time: z.number(),
  msg: z.string().optional(),
  err: z.object({ stack: z.string().optional(), message: z.string().optional() }).optional(),
});

/** One pino JSON line as a terminal line: `21:40:05 INFO  GET / 200 3 ms`, and an error's stack. */
export function prettyLine(json: string): string {
  let record: z.infer<typeof RecordSchema>;
  try {
    record = RecordSchema.parse(JSON.parse(json));
  } catch {
    return json;
  }
  const time = new Date(record.time).toTimeString().slice(0, 8);
  const level = LEVELS[record.level] ?? String(record.level);
  const stack = record.err?.stack ?? record.err?.message;
  return `${time} ${level} ${record.msg ?? ''}${stack ? `\n${stack}` : ''}`;
}

/** A pino destination that writes pretty lines to `out` (pino writes one record per call). */
export function prettyDestination(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = String(chunk).split('\n').filter(Boolean);
      out.write(lines.map(prettyLine).join('\n') + '\n');
      done();
    },
  });
}
