/**
 * The idempotency matrix (issue 29, finding 6): generated from `/api/openapi.json` like the
 * authorization matrix, so a write route is covered the day it lands. For every documented write
 * operation (POST, PUT, PATCH, DELETE) but the EXCEPTIONS below:
 * - sent twice with one Idempotency-Key, the second answer equals the first, and nothing stored
 *   changed the second time (every row of every table, every file under DATA_DIR);
 * - the same key with another body on the same route (when the body has a field that can differ)
 *   and on another route is 422 IDEMPOTENCY_KEY_REUSED, and changes nothing either.
 * The first send must succeed (a failure stores no key): a route that needs a state its new owner
 * is not in gets it from PREPARE.
 */
import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAppStore, type FakeAppStore } from '../modules/billing/apple-signing.test-support.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { storedState } from './database-state.test-support.ts';
import { ownerFor, PASSWORD, type Owner } from './matrix-owners.test-support.ts';
import {
  concretePath,
  documentedRoutes,
  rawBody,
  sample,
  type JsonSchema,
  type RouteCase,
} from './openapi-routes.ts';

let t: TestApp;
let appStore: FakeAppStore;
let passwordHash: string;
let writes: RouteCase[];

const nameOf = (route: RouteCase) => `${route.method} ${route.path}`;

/**
 * The write operations that do not honour an Idempotency-Key, and why; the first test checks
 * that each reason still holds, so the list cannot go stale.
 */
const EXCEPTIONS: Record<string, 'anonymous' | 'ends the account' | 'secret shown once'> = {
  // No account to keep an answer under; its own per-address limit (5 per 10 minutes) bounds
  // repeats, and a repeat is one more e-mail to support.
  'POST /api/contact': 'anonymous',
  // Its token is refused from then on (401), so no replay reaches the route: nothing can apply twice.
  'DELETE /api/me': 'ends the account',
  // Its answer holds a secret shown once, which is never stored: the replay is refused (409) and
  // makes nothing, rather than answering without the secret or with another one.
  'POST /api/tokens': 'secret shown once',
};

/** Routes that need a state their new owner is not in, each with how to reach it. */
const PREPARE: Record<string, (o: Owner) => Promise<void>> = {
  // Only a repeating task has an occurrence to skip.
  'POST /api/tasks/{taskId}/skip': async (o) =>
    void (await o.send('PATCH', `/api/tasks/${o.entities.taskId}`, {
      dueDate: '2030-01-01',
      repeat: 'FREQ=DAILY',
    })),
  // Only an import that imported something can be undone: started, and waited for (its job).
  'POST /api/move-ins/{moveInId}/undo': async (o) => {
    const url = `/api/move-ins/${o.entities.moveInId}`;
    await o.send('POST', `${url}/start`, { scope: 'all' });
    await vi.waitFor(async () => expect(await o.send('GET', url)).toMatchObject({ status: 'done' }), {
      timeout: 15_000,
      interval: 100,
    });
  },
  // Only a deleted task can be restored.
  'POST /api/tasks/{taskId}/restore': async (o) =>
    void (await o.send('DELETE', `/api/tasks/${o.entities.taskId}`)),
  // Only a paid subscription can be cancelled, and only a cancelled one reactivated.
  'POST /api/subscription/cancel': (o) => o.pay(),
  'POST /api/subscription/reactivate': async (o) => {
    await o.pay();
    await o.send('POST', '/api/subscription/cancel');
  },
};

interface Request {
  url: string;
  body: unknown;
}

function send(route: RouteCase, o: Owner, key: string, req: Request) {
  const raw = rawBody(route);
  const headers = { ...o.user.headers, 'idempotency-key': key };
  return t.app.inject({
    method: route.method,
    url: req.url,
    headers: raw ? { ...headers, 'content-type': raw.type } : headers,
    ...(raw ? { payload: raw.payload } : req.body !== undefined ? { payload: req.body as object } : {}),
  });
}

function answer(res: LightMyRequestResponse): { status: number; body: unknown } {
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: json ? res.json() : res.body };
}

/** The body with one plain field changed to another value the schema accepts; none if no such field. */
function otherBody(schema: JsonSchema | undefined, body: unknown, entities: Record<string, string>) {
  if (!schema?.properties || typeof body !== 'object' || body === null) return undefined;
  const fields: Record<string, unknown> = { ...body };
  for (const [name, s] of Object.entries(schema.properties)) {
    const value = fields[name];
    if (!(name in fields) || entities[name] !== undefined) continue;
    if (typeof value === 'boolean') return { ...fields, [name]: !value };
    const otherChoice = s.enum?.find((c) => c !== value);
    if (otherChoice !== undefined) return { ...fields, [name]: otherChoice };
    const plain = !s.format && !s.pattern && s.example === undefined && !s.enum;
    if (typeof value === 'string' && plain && (s.maxLength ?? Infinity) > value.length)
      return { ...fields, [name]: `${value}N` };
  }
  return undefined;
}

/** The key sent again on other requests: each must be refused with 422. */
async function reuses(route: RouteCase, o: Owner, key: string, req: Request) {
  const tries: [string, LightMyRequestResponse][] = [];
  const body = rawBody(route) ? undefined : otherBody(route.body, req.body, o.entities);
  if (body !== undefined)
    tries.push(['with another body', await send(route, o, key, { url: req.url, body })]);
  const other = nameOf(route) === 'POST /api/boards' ? '/api/tasks' : '/api/boards';
  const fields =
    other === '/api/tasks' ? { title: 'Another request', quadrant: 1 } : { name: 'Another request' };
  const res = await t.app.inject({
    method: 'POST',
    url: other,
    headers: { ...o.user.headers, 'idempotency-key': key },
    payload: fields,
  });
  tries.push([`on POST ${other}`, res]);
  return tries;
}

async function check(route: RouteCase, failures: string[]): Promise<void> {
  const name = nameOf(route);
  const o = await ownerFor(t.app, route, { appStore, passwordHash });
  await PREPARE[name]?.(o);
  const req = {
    url: concretePath(route, o.entities),
    body: route.body ? sample(route.body, o.entities) : undefined,
  };
  const key = `matrix-${crypto.randomUUID()}`;
  const first = answer(await send(route, o, key, req));
  if (first.status >= 300) {
    failures.push(`${name}: the first send was refused (${first.status} ${JSON.stringify(first.body)})`);
    return;
  }
  const before = await storedState(t.app);
  const again = answer(await send(route, o, key, req));
  if (!isDeepStrictEqual(again, first))
    failures.push(`${name}: the replay answered ${again.status} ${JSON.stringify(again.body)}`);
  if ((await storedState(t.app)) !== before) failures.push(`${name}: the replay changed what is stored`);
  for (const [what, res] of await reuses(route, o, key, req)) {
    const code = answer(res).body;
    if (res.statusCode !== 422 || !JSON.stringify(code).includes('IDEMPOTENCY_KEY_REUSED'))
      failures.push(`${name}: the key ${what} → ${res.statusCode}`);
  }
  if ((await storedState(t.app)) !== before) failures.push(`${name}: a refused reuse changed what is stored`);
}

beforeAll(async () => {
  appStore = fakeAppStore();
  // App Store purchases on (a stand-in App Store's root), so restoring one is in the matrix too.
  t = await createTestApp({
    APP_STORE_BUNDLE_ID: 'com.quadrant.matrix',
    APP_STORE_ENVIRONMENT: 'Sandbox',
    APP_STORE_ROOT_CERTS: appStore.rootFile,
    APP_STORE_ONLINE_CHECKS: 'false',
  });
  // Jobs would change rows between the sends (an export being built): this matrix is about requests.
  await t.app.ctx.jobs.stop();
  passwordHash = await hashPassword(PASSWORD);
  writes = (await documentedRoutes(t.app)).filter((r) => r.method !== 'GET');
});
afterAll(() => t.close());

describe('the idempotency matrix', () => {
  it('has exceptions that are documented writes whose reason still holds', async () => {
    expect(writes.length).toBeGreaterThan(30);
    for (const [name, reason] of Object.entries(EXCEPTIONS)) {
      const route = writes.find((r) => nameOf(r) === name);
      if (!route) throw new Error(`${name} is no longer documented: remove it from EXCEPTIONS`);
      const o = await ownerFor(t.app, route, { appStore, passwordHash });
      const req = {
        url: concretePath(route, o.entities),
        body: route.body ? sample(route.body, o.entities) : undefined,
      };
      if (reason === 'anonymous') expect(route.protected, name).toBe(false);
      if (reason === 'ends the account') {
        const key = `matrix-${crypto.randomUUID()}`;
        expect((await send(route, o, key, req)).statusCode, name).toBe(200);
        const before = await storedState(t.app);
        expect((await send(route, o, key, req)).statusCode, name).toBe(401);
        expect(await storedState(t.app), `${name}'s replay changed what is stored`).toBe(before);
      }
      if (reason === 'secret shown once') {
        const key = `matrix-${crypto.randomUUID()}`;
        expect((await send(route, o, key, req)).statusCode, name).toBe(201);
        const before = await storedState(t.app);
        const again = await send(route, o, key, req);
        expect(again.statusCode, name).toBe(409);
        expect(again.json()).toMatchObject({ error: { code: 'CONFLICT' } });
        expect(await storedState(t.app), `${name}'s replay changed what is stored`).toBe(before);
      }
    }
  });

  it('answers every other write sent twice once, and refuses its key on any other request', async () => {
    const failures: string[] = [];
    const covered = writes.filter((r) => !(nameOf(r) in EXCEPTIONS));
    for (const route of covered) await check(route, failures);
    expect(failures).toEqual([]);
    expect(covered.length + Object.keys(EXCEPTIONS).length).toBe(writes.length);
    // A fresh owner per route, and the whole database compared three times for each.
  }, 240_000);
});
