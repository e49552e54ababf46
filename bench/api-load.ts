/**
 * A small closed-loop load generator: `concurrency` loops over one keep-alive connection each,
 * each sending its next request when the previous one has answered, until `requests` were sent or
 * `maxSeconds` ran out.
 *
 * It speaks HTTP/1.1 over plain sockets rather than through node:http's client (ADR 0045). On a
 * 2-core machine the generator shares the cores with the server it measures, and node:http's
 * client sent no more than 22,000–27,000 requests a second with a core to itself (13,000–20,000
 * beside a busy server): a bare server and a fast route both measured at that ceiling, and their
 * ratio said little (a point read came out at 0.55× the bare route, against 0.18× with wrk).
 * Writing each request's bytes and reading only the status line, the framing headers and the
 * body's length, this one sends 60,000–70,000 a second to a bare node:http server there, within
 * 15% of wrk.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  port: number;
  requests: number;
  concurrency: number;
  maxSeconds: number;
  /** Builds request number `i`; called once per request. */
  next: (i: number) => Call;
}

export interface LoadResult {
  requests: number;
  /** Answers outside 2xx, or failed connections. */
  errors: number;
  firstError: string | undefined;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Bytes of the last response body, to show what a request carried. */
  responseBytes: number;
}

interface Answer {
  status: number;
  /** The server said it closes the connection after this answer. */
  closes: boolean;
  bytes: number;
  /** The start of the body, for an answer outside 2xx. */
  text: string;
}

/** The request's bytes: what node:http would send, with the length of the body. */
export function requestBytes(call: Call, port: number): Buffer {
  const body = call.body === undefined ? undefined : Buffer.from(call.body);
  const lines = [`${call.method} ${call.path} HTTP/1.1`, `host: 127.0.0.1:${port}`];
  for (const [name, value] of Object.entries(call.headers ?? {})) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * One response read off the front of `buf` (`used`: how many bytes it took), or, while it is
 * incomplete, how many bytes it needs in all when its length is known (else null). A body is
 * delimited by content-length or chunked encoding; 204 and 304 have none.
 */
export function readResponse(buf: Buffer): { answer: Answer; used: number } | { need: number } | null {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buf.toString('latin1', 0, headEnd);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const start = headEnd + HEAD_END.length;
  let end: number;
  let bytes: number;
  let body: () => Buffer;
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
    const chunks: Buffer[] = [];
    let at = start;
    for (;;) {
      const lineEnd = buf.indexOf(CRLF, at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buf.toString('latin1', at, lineEnd), 16);
      if (!Number.isFinite(size)) throw new Error('A chunked response carried a malformed chunk size');
      const dataEnd = lineEnd + CRLF.length + size;
      if (buf.length < dataEnd + CRLF.length) return null;
      chunks.push(buf.subarray(lineEnd + CRLF.length, dataEnd));
      at = dataEnd + CRLF.length;
      if (size === 0) break;
    }
    end = at;
    bytes = chunks.reduce((sum, c) => sum + c.length, 0);
    body = () => Buffer.concat(chunks);
  } else {
    const length =
      status === 204 || status === 304 ? 0 : Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    end = start + length;
    if (buf.length < end) return { need: end };
    bytes = length;
    body = () => buf.subarray(start, end);
  }
  const text = status >= 300 ? body().toString('utf8').slice(0, 200) : '';
  const closes = /\r\nconnection: *close/i.test(head);
  return { answer: { status, closes, bytes, text }, used: end };
}

/** A keep-alive connection that carries one request at a time. */
class Connection {
  readonly #socket: net.Socket;
  readonly #ready: Promise<void>;
  /**
   * What has arrived and is not yet read, in pieces: a body of known length is joined once, when
   * complete (a chunked one is read again as pieces arrive; only small answers here are chunked).
   */
  #pieces: Buffer[] = [];
  #received = 0;
  /** The bytes the response needs in all, once its head has told. */
  #need = 0;
  #waiting: { resolve: (a: Answer) => void; reject: (e: Error) => void } | null = null;
  #failed: Error | null = null;

  constructor(port: number) {
    this.#socket = net.connect(port, '127.0.0.1');
    this.#socket.setNoDelay(true);
    this.#ready = new Promise((resolve, reject) => {
      this.#socket.once('connect', () => resolve());
      this.#socket.once('error', reject);
    });
    // Awaited by send(); a connection that fails before its first request must not crash the run.
    this.#ready.catch(() => undefined);
    this.#socket.on('data', (data: Buffer) => this.#receive(data));
    this.#socket.on('error', (error) => this.#fail(error));
    this.#socket.on('close', () => this.#fail(new Error('The server closed the connection')));
  }

  get usable(): boolean {
    return this.#failed === null;
  }

  async send(bytes: Buffer): Promise<Answer> {
    await this.#ready;
    if (this.#failed) throw this.#failed;
    return new Promise<Answer>((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(bytes);
    });
  }

  close(): void {
    this.#socket.destroy();
  }

  #receive(data: Buffer): void {
    this.#pieces.push(data);
    this.#received += data.length;
    if (this.#received < this.#need) return;
    const buffer = this.#pieces.length === 1 ? data : Buffer.concat(this.#pieces, this.#received);
    let read;
    try {
      read = readResponse(buffer);
    } catch (error) {
      this.#fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.#pieces = [buffer];
    if (!read || 'need' in read) {
      this.#need = read?.need ?? 0;
      return;
    }
    const rest = buffer.subarray(read.used);
    this.#pieces = rest.length > 0 ? [rest] : [];
    this.#received = rest.length;
    this.#need = 0;
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.resolve(read.answer);
    // The next request goes on a new connection (see `usable`).
    if (read.answer.closes) this.#fail(new Error('The server closed the connection'));
  }

  #fail(error: Error): void {
    this.#failed ??= error;
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.reject(error);
    this.#socket.destroy();
  }
}

/** The middle sample (the upper one of an even count); the samples need not be sorted. */
export function median(samples: readonly number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
}

/** The value below which `q` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | undefined;
  let responseBytes = 0;
  const started = performance.now();
  const deadline = started + opts.maxSeconds * 1000;

  async function loop(): Promise<void> {
    let connection = new Connection(opts.port);
    try {
      while (issued < opts.requests && performance.now() < deadline) {
        const call = opts.next(issued);
        issued += 1;
        const bytes = requestBytes(call, opts.port);
        // A connection the server closed (or that failed) is replaced, as an agent would.
        if (!connection.usable) connection = new Connection(opts.port);
        const t0 = performance.now();
        try {
          const res = await connection.send(bytes);
          latencies.push(performance.now() - t0);
          responseBytes = res.bytes;
          if (res.status < 200 || res.status >= 300) {
            errors += 1;
            firstError ??= `${call.method} ${call.path} → ${res.status} ${res.text}`;
          }
        } catch (err) {
          errors += 1;
          firstError ??= `${call.method} ${call.path} → ${err instanceof Error ? err.message : String(err)}`;
        }
      }
    } finally {
      connection.close();
    }
  }

  await Promise.all(Array.from({ length: opts.concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    firstError,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    responseBytes,
  };
}
