/**
 * GET /metrics: absent without METRICS_TOKEN, refused without the right bearer token, and with it
 * the Prometheus exposition, parsed here line by line: requests by route pattern (never an id)
 * and status with latency histograms, open connections and sync sockets, sync fan-out latency,
 * jobs by kind and state, the database (pool or group-commit batches), event loop lag and memory —
 * each present, and each moving when the thing it counts happens.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { openSocket } from '../../test/socket.ts';

const TOKEN = 'scrape-me-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text exposition format (version 0.0.4): `# HELP`/`# TYPE` lines, then samples. */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1] ?? '', type[2] ?? '');
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k = '', v = ''] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    samples.push({ name: m[1] ?? '', labels, value: Number(m[3]) });
  }
  return { samples, types };
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}

let t: TestApp;
let base: string;

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return parseExposition(await res.text()).samples;
}

describe('without METRICS_TOKEN', () => {
  it('has no /metrics route: the path is an unknown page like any other', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-web-'));
    fs.writeFileSync(path.join(webDir, '__spa-fallback.html'), '<!doctype html><title>Quadrant</title>');
    const plain = await createTestApp({ WEB_DIR: webDir });
    const res = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('quadrant_');
    await plain.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
});

describe('GET /metrics', () => {
  beforeEach(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => t.close());

  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', TOKEN]) {
      const res = await call<{ error: { code: string } }>(t.app, {
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('is the exposition format, with the runtime, connections, jobs and the database', async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const { samples, types } = parseExposition(await res.text());
    expect(types.get('quadrant_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('quadrant_sync_fanout_seconds')).toBe('histogram');
    expect(types.get('quadrant_jobs')).toBe('gauge');
    expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // This very scrape holds a connection.
    expect(value(samples, 'quadrant_http_open_connections')).toBeGreaterThanOrEqual(1);
    if (t.config.database.kind === 'postgres')
      expect(value(samples, 'quadrant_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    else expect(types.get('quadrant_sqlite_write_batch_size')).toBe('histogram');
  });

  it('counts requests by route pattern and status, never by URL', async () => {
    const u = await createTestUser(t.app);
    const id = crypto.randomUUID();
    const route = { method: 'GET', route: '/api/tasks/:taskId', status: '404' };
    const count = 'quadrant_http_request_duration_seconds_count';
    const before = value(await scrape(), count, route) ?? 0;
    for (let i = 0; i < 3; i++) await fetch(`${base}/api/tasks/${id}`, { headers: u.headers });
    const after = await scrape();
    expect(value(after, count, route)).toBe(before + 3);
    expect(value(after, 'quadrant_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      before + 3,
    );
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
  });

  it('moves with sync sockets, fan-out, jobs and writes', async () => {
    const u = await createTestUser(t.app);
    const first = await scrape();
    expect(value(first, 'quadrant_sync_open_sockets')).toBe(0);
    const fanoutBefore = value(first, 'quadrant_sync_fanout_seconds_count') ?? 0;

    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 0 });
    await socket.next('ready');
    const task = await call(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title: 'Measure me', quadrant: 1 },
    });
    expect(task.status).toBe(201);
    await socket.next('changes');
    await schedule(t.app.ctx.database.db, {
      kind: 'accounts.inactivity-warning',
      runAt: Date.now() + 3_600_000,
      payload: { userId: u.id },
    });

    const during = await scrape();
    expect(value(during, 'quadrant_sync_open_sockets')).toBe(1);
    expect(value(during, 'quadrant_sync_fanout_seconds_count')).toBeGreaterThan(fanoutBefore);
    expect(value(during, 'quadrant_jobs', { kind: 'accounts.inactivity-warning', state: 'scheduled' })).toBe(
      1,
    );
    if (t.config.database.kind === 'sqlite')
      expect(value(during, 'quadrant_sqlite_write_batch_size_count')).toBeGreaterThan(
        value(first, 'quadrant_sqlite_write_batch_size_count') ?? 0,
      );

    socket.close();
    await socket.closed;
    expect(value(await scrape(), 'quadrant_sync_open_sockets')).toBe(0);
  });
});
