import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactedRequest } from './log-redaction.ts';
import { prettyDestination, prettyLine, AccessLog } from './request-log.ts';

async function logsOf(url: string, status: number): Promise<string[]> {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  const app = Fastify({
    logger: { level: 'info', stream, serializers: { req: redactedRequest } },
    logController: new AccessLog(),
  });
  app.get('/x', async (_request, reply) => reply.code(status).send({ ok: true }));
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
}

describe('the access log', () => {
  it('writes one line per request, with method, redacted URL, status and time', async () => {
    const lines = await logsOf('/x?code=secret-code&state=s', 201);
    expect(lines).toHaveLength(1);
    const record: unknown = JSON.parse(lines[0] ?? '');
    expect(record).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/x?code=%5Bredacted%5D&state=s', remoteAddress: '127.0.0.1' },
      res: { statusCode: 201 },
      msg: expect.stringMatching(/^GET \/x\?code=%5Bredacted%5D&state=s 201 \d+ ms$/),
    });
    expect(lines[0]).not.toContain('secret-code');
  });

  it('logs server errors at error level', async () => {
    const lines = await logsOf('/x', 503);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 50, res: { statusCode: 503 } });
  });
});

describe('prettyLine', () => {
  const time = new Date(2026, 0, 2, 9, 5, 7).getTime();

  it('prints time, level and message on one line', () => {
    expect(prettyLine(JSON.stringify({ level: 30, time, msg: 'GET / 200 3 ms', reqId: 'r1' }))).toBe(
      '09:05:07 INFO  GET / 200 3 ms',
    );
  });

  it("adds an error's stack below", () => {
    const line = prettyLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'boom',
        err: { message: 'bad', stack: 'Error: bad\n    at x' },
      }),
    );
    expect(line).toBe('09:05:07 ERROR boom\nError: bad\n    at x');
  });

  it('passes through what is not a pino record', () => {
    expect(prettyLine('not json')).toBe('not json');
  });

  it('is what the pretty destination writes', () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => (written += String(chunk)));
    prettyDestination(out).write(`${JSON.stringify({ level: 40, time, msg: 'careful' })}\n`);
    expect(written).toBe('09:05:07 WARN  careful\n');
  });
});
