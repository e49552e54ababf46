/**
 * Issue 13's first sync: what a device with nothing stored costs the server, at 10,000 tasks.
 * `GET /api/sync?since=0` as a browser sends it (`accept-encoding: gzip, deflate, br, zstd`), one
 * request at a time over loopback, timed to the last byte, its wire bytes counted:
 *   - after a write (a rename just before each pull): the person's first pull since they changed
 *     something, built from the last version's kept rows plus the rows changed since, then
 *     compressed anew (modules/sync/snapshot.ts, ADR 0035);
 *   - repeated with nothing written in between: answered from the encoded workspace kept per user
 *     version (http/version-cache.ts).
 * Goals: at most 400 KB on the wire, at most 40 ms on the server.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { newId } from '../src/shared/ids.ts';
import { median } from './api-load.ts';

export const FIRST_SYNC_TASKS = 10_000;
const SAMPLES = 15;

export interface FirstSync {
  tasks: number;
  wireBytes: number;
  afterWriteMs: number;
  repeatedMs: number;
}

function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; bytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The person (`token`) must hold FIRST_SYNC_TASKS tasks, one of them `taskId`. */
export async function measureFirstSync(port: number, token: string, taskId: string): Promise<FirstSync> {
  const auth = { authorization: `Bearer ${token}` };
  const pull = () =>
    request(port, 'GET', '/api/sync?since=0', {
      ...auth,
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
  const rename = async (i: number) => {
    const res = await request(
      port,
      'PATCH',
      `/api/tasks/${taskId}`,
      { ...auth, 'content-type': 'application/json', 'idempotency-key': newId() },
      JSON.stringify({ title: `Renamed before pull ${i}` }),
    );
    if (res.status !== 200) throw new Error(`The rename before a pull answered ${res.status}`);
  };
  await pull(); // warm the route and the JIT
  const afterWrite: number[] = [];
  let wireBytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    await rename(i);
    const res = await pull();
    if (res.status !== 200) throw new Error(`The first sync answered ${res.status}`);
    afterWrite.push(res.ms);
    wireBytes = res.bytes;
  }
  const repeated: number[] = [];
  for (let i = 0; i < SAMPLES; i++) repeated.push((await pull()).ms);
  return {
    tasks: FIRST_SYNC_TASKS,
    wireBytes,
    afterWriteMs: median(afterWrite),
    repeatedMs: median(repeated),
  };
}

/** The goal lines, in the form the API bench prints its other goals. */
export function printFirstSyncGoals(database: string, f: FirstSync): void {
  const line = (met: boolean, text: string) =>
    console.log(`  ${met ? 'met    ' : 'not met'}  ${database} ${text}`);
  const kb = f.wireBytes / 1024;
  line(kb <= 400, `first sync of ${f.tasks} tasks: ${kb.toFixed(0)} KB on the wire (goal ≤ 400 KB)`);
  line(
    f.afterWriteMs <= 40,
    `first sync after a write: ${f.afterWriteMs.toFixed(1)} ms, median of ${SAMPLES} (goal ≤ 40 ms)`,
  );
  line(
    f.repeatedMs <= 40,
    `first sync repeated: ${f.repeatedMs.toFixed(1)} ms, median of ${SAMPLES} (goal ≤ 40 ms)`,
  );
}
