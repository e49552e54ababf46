/**
 * A small closed-loop load generator: `concurrency` loops over one keep-alive connection each,
 * each sending its next request when the previous one has answered, until `requests` were sent or
 * `maxSeconds` ran out. Plain node:http keeps the client's own cost low, so the server is measured.
 */
import http from 'node:http';
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

function send(
  agent: http.Agent,
  port: number,
  call: Call,
): Promise<{ status: number; bytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: call.method, path: call.path, agent, headers: call.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          resolve({
            status,
            bytes: body.length,
            text: status >= 300 ? body.toString('utf8').slice(0, 200) : '',
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** The value below which `q` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | undefined;
  let responseBytes = 0;
  const started = performance.now();
  const deadline = started + opts.maxSeconds * 1000;

  async function loop(): Promise<void> {
    while (issued < opts.requests && performance.now() < deadline) {
      const call = opts.next(issued);
      issued += 1;
      const t0 = performance.now();
      try {
        const res = await send(agent, opts.port, call);
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
  }

  await Promise.all(Array.from({ length: opts.concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
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
