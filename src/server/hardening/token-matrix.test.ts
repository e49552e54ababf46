/**
 * The authorization matrix for personal API tokens (issue 36), generated from `/api/openapi.json`
 * like the others, so a new route is covered the day it lands. For every protected operation, a
 * new owner holding the entities it names (matrix-owners.test-support.ts), and:
 * - the document says what a token needs (`x-token-scope`), and that is what is enforced: the
 *   owner's `read` token is served on what needs `read` and refused (403 INSUFFICIENT_SCOPE)
 *   every write; the owner's `read_write` token is served on both; neither ever reaches a
 *   session-only operation or the admin API (403 SESSION_REQUIRED), whatever the account's role;
 * - another person's `read_write` token never reaches the owner's entities (404 or 400, or the
 *   session-only 403) and no answer of it mentions them.
 * Revoked and expired tokens are in the main matrix's bad tokens (401 everywhere).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestToken } from '../modules/api-tokens/api-tokens.test-support.ts';
import { createBlobStore } from '../modules/attachments/create-blob-store.ts';
import { fakeAppStore, type FakeAppStore } from '../modules/billing/apple-signing.test-support.ts';
import { buildExport } from '../modules/data-export/export.service.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { createTestApp, createTestUser, type TestApp } from '../test/helpers.ts';
import { ownerFor, PASSWORD, type Owner } from './matrix-owners.test-support.ts';
import { concretePath, documentedRoutes, rawBody, sample, type RouteCase } from './openapi-routes.ts';

let t: TestApp;
let appStore: FakeAppStore;
let passwordHash: string;
let routes: RouteCase[];

const nameOf = (route: RouteCase) => `${route.method} ${route.path}`;

function send(route: RouteCase, o: Owner, secret: string): Promise<LightMyRequestResponse> {
  const raw = rawBody(route);
  const headers = { authorization: `Bearer ${secret}` };
  const body = route.body ? sample(route.body, o.entities) : undefined;
  return t.app.inject({
    method: route.method,
    url: concretePath(route, o.entities),
    headers: raw ? { ...headers, 'content-type': raw.type } : headers,
    ...(raw ? { payload: raw.payload } : body !== undefined ? { payload: body as object } : {}),
  });
}

/** The owner's export, built now as its job would, so its download has a file to serve. */
async function readyExport(o: Owner): Promise<void> {
  const db = t.app.ctx.database.db;
  await o.send('POST', '/api/me/export');
  const row = await db
    .selectFrom('dataExports')
    .select('id')
    .where('userId', '=', o.user.id)
    .executeTakeFirstOrThrow();
  const store = createBlobStore(t.app.ctx.config.attachments);
  await buildExport({ db, store }, row.id, Date.now());
  store.close();
}

/**
 * Served: the handler ran for the owner. 409 and 402 are the handler finding the owner's entity
 * in another state (restoring a live task) or at the plan's limit; 400 is an import refusing a body
 * that is not an export, after the route admitted the caller.
 */
function served(route: RouteCase, res: LightMyRequestResponse): boolean {
  if (res.statusCode < 300 || res.statusCode === 409 || res.statusCode === 402) return true;
  return res.statusCode === 400 && nameOf(route) === 'POST /api/me/import';
}

function code(res: LightMyRequestResponse): unknown {
  return (res.json<{ error?: { code?: unknown } }>().error ?? {}).code;
}

async function tryOwnerTokens(route: RouteCase, failures: string[]): Promise<void> {
  const o = await ownerFor(t.app, route, { appStore, passwordHash });
  if (route.path === '/api/me/export/file') await readyExport(o);
  const read = await createTestToken(t.app, o.user, { scope: 'read' });
  const write = await createTestToken(t.app, o.user, { scope: 'read_write' });
  const name = nameOf(route);
  const expectRefused = (who: string, res: LightMyRequestResponse, want: string) => {
    if (res.statusCode !== 403 || code(res) !== want)
      failures.push(`${who} ${name} → ${res.statusCode}, not ${want}`);
  };
  const byRead = await send(route, o, read.secret);
  if (route.tokenScope === 'none') return expectRefused('read token', byRead, 'SESSION_REQUIRED');
  if (route.tokenScope === 'read_write') expectRefused('read token', byRead, 'INSUFFICIENT_SCOPE');
  else if (!served(route, byRead)) failures.push(`read token ${name} → ${byRead.statusCode}, not served`);
  const byWrite = await send(route, o, write.secret);
  if (!served(route, byWrite)) failures.push(`read_write token ${name} → ${byWrite.statusCode}, not served`);
}

beforeAll(async () => {
  appStore = fakeAppStore();
  t = await createTestApp({
    APP_STORE_BUNDLE_ID: 'com.quadrant.matrix',
    APP_STORE_ENVIRONMENT: 'Sandbox',
    APP_STORE_ROOT_CERTS: appStore.rootFile,
    APP_STORE_ONLINE_CHECKS: 'false',
  });
  passwordHash = await hashPassword(PASSWORD);
  routes = (await documentedRoutes(t.app)).filter((r) => r.protected);
});
afterAll(() => t.close());

describe('the authorization matrix for personal API tokens', () => {
  it('documents a token scope for every protected operation, session-only for the admin API', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.tokenScope === undefined).map(nameOf)).toEqual([]);
    for (const r of routes.filter((r) => r.path.startsWith('/api/admin/')))
      expect(r.tokenScope, nameOf(r)).toBe('none');
    for (const r of routes.filter((r) => r.tokenScope === 'read')) expect(r.method, nameOf(r)).toBe('GET');
  });

  it("enforces each operation's scope on the owner's read and read-and-write tokens", async () => {
    const failures: string[] = [];
    for (const route of routes) await tryOwnerTokens(route, failures);
    expect(failures).toEqual([]);
    expect(routes.filter((r) => r.tokenScope === 'read_write').length).toBeGreaterThan(20);
  }, 120_000);

  it("shows another person's token nothing of the owner", async () => {
    const failures: string[] = [];
    const stranger = await createTestUser(t.app);
    const token = await createTestToken(t.app, stranger, { scope: 'read_write' });
    for (const route of routes) {
      const o = await ownerFor(t.app, route, { appStore, passwordHash });
      const names = route.pathParams.filter((p) => p !== 'slug' && o.entities[p]);
      const res = await send(route, o, token.secret);
      const secrets = names.map((p) => o.entities[p] ?? '').filter(Boolean);
      const leaked = secrets.some((s) => res.body.includes(s));
      const refused = names.length === 0 || [400, 403, 404].includes(res.statusCode);
      if (leaked || !refused || res.statusCode >= 500)
        failures.push(`${nameOf(route)} → ${res.statusCode}${leaked ? ' (leaked)' : ''}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
