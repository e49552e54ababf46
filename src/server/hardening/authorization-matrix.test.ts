/**
 * The authorization matrix (issue #8): every operation of the OpenAPI document × every kind of
 * caller. Generated from the document, so a new route is covered the day it lands. Rules checked:
 * - without a valid token (none, forged signature, `alg: none`, expired, wrong audience, a deleted
 *   account's, a revoked or expired personal API token) every protected route answers 401, and no
 *   route ever answers 5xx;
 * - the owner is served (never 401/403/5xx);
 * - another user and an admin never see or change the owner's data: a route naming the owner's
 *   entity answers 404 (or 400), and no response of theirs mentions the owner's entities.
 * The admin API is the deliberate exception (an admin sees what its routes show, and the owner is
 * refused there): admin-matrix.test.ts walks it; here an admin still sees nothing through the rest.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBlobStore } from '../modules/attachments/create-blob-store.ts';
import { buildExport } from '../modules/data-export/export.service.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { badTokens } from './bad-tokens.test-support.ts';
import {
  concretePath,
  documentedRoutes,
  isAdminRoute,
  rawBody,
  sample,
  type Entities,
  type RouteCase,
} from './openapi-routes.ts';

let t: TestApp;
let routes: RouteCase[];
let tokens: Record<string, string | null>;
let other: TestUser;
let admin: TestUser;

/**
 * The owner's data export, built now (as its job would), so its download has something to serve
 * (and something the others must not reach). Only for that route: building costs a zip each time.
 */
async function readyExport(owner: TestUser): Promise<void> {
  const db = t.app.ctx.database.db;
  await t.app.inject({ method: 'POST', url: '/api/me/export', headers: owner.headers });
  const { id } = await db
    .selectFrom('dataExports')
    .select('id')
    .where('userId', '=', owner.id)
    .executeTakeFirstOrThrow();
  const store = createBlobStore(t.app.ctx.config.attachments);
  await buildExport({ db, store }, id, Date.now());
  store.close();
}

/** A fresh owner with a board and a task, so destructive routes never run out of targets. */
async function freshOwner(): Promise<{ owner: TestUser; entities: Entities; secrets: string[] }> {
  const owner = await createTestUser(t.app);
  const board = await call<{ id: string }>(t.app, {
    method: 'POST',
    url: '/api/boards',
    headers: owner.headers,
    payload: { name: 'Owner board secret' },
  });
  const task = await call<{ id: string }>(t.app, {
    method: 'POST',
    url: '/api/tasks',
    headers: owner.headers,
    payload: { title: 'Owner task secret', quadrant: 1, boardId: board.body.id },
  });
  const item = await call<{ id: string }>(t.app, {
    method: 'POST',
    url: `/api/tasks/${task.body.id}/checklist`,
    headers: owner.headers,
    payload: { text: 'Owner item secret' },
  });
  const file = await t.app.inject({
    method: 'POST',
    url: `/api/tasks/${task.body.id}/attachments?name=owner-secret.txt`,
    headers: { ...owner.headers, 'content-type': 'text/plain' },
    payload: 'owner file secret',
  });
  const attachmentId = z.object({ id: z.string() }).parse(file.json()).id;
  const checkout = await call<{ url: string }>(t.app, {
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: owner.headers,
    payload: { interval: 'monthly' },
  });
  const sessionId = new URL(checkout.body.url).searchParams.get('session') ?? '';
  const token = await call<{ id: string; secret: string }>(t.app, {
    method: 'POST',
    url: '/api/tokens',
    headers: owner.headers,
    payload: { name: 'Owner token secret', scope: 'read_write' },
  });
  const reminder = await call<{ id: string }>(t.app, {
    method: 'POST',
    url: `/api/tasks/${task.body.id}/reminders`,
    headers: owner.headers,
    payload: { at: '2099-01-01T09:00:00Z' },
  });
  const moveIn = await t.app.inject({
    method: 'POST',
    url: '/api/move-ins?name=owner-secret.csv',
    headers: { ...owner.headers, 'content-type': 'text/csv' },
    payload: 'Title,Priority\nOwner move-in secret,1\n',
  });
  const moveInId = z.object({ id: z.string() }).parse(moveIn.json()).id;
  // A notification is what a fired reminder leaves: written as the job would.
  const notificationId = crypto.randomUUID();
  const now = Date.now();
  await t.app.ctx.database.db
    .insertInto('notifications')
    .values({
      id: notificationId,
      userId: owner.id,
      taskId: task.body.id,
      reminderId: reminder.body.id,
      title: 'Owner task secret',
      firedAt: now,
      readAt: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
      deletedAt: null,
    })
    .execute();
  return {
    owner,
    entities: {
      boardId: board.body.id,
      taskId: task.body.id,
      itemId: item.body.id,
      attachmentId,
      sessionId,
      reminderId: reminder.body.id,
      notificationId,
      tokenId: token.body.id,
      moveInId,
      slug: 'nurses',
      q: 'Owner',
    },
    secrets: [
      board.body.id,
      task.body.id,
      item.body.id,
      attachmentId,
      moveInId,
      'Owner move-in secret',
      'Owner board secret',
      'Owner task secret',
      'Owner item secret',
      'owner file secret',
      token.body.id,
      token.body.secret,
      'Owner token secret',
    ],
  };
}

/**
 * Routes that re-prove who asks (the current password, the typed e-mail): no sampled body can
 * know those, so the owner is "served" when the handler ran on their account and refused the
 * proof, naming the field.
 */
const REAUTHENTICATED = new Set(['POST /api/me/email', 'POST /api/me/password', 'DELETE /api/me']);
/** Routes whose proof is a value the App Store signed: refused naming that field, the handler ran. */
const APP_STORE_SIGNED = new Set(['POST /api/subscription/apple/restore']);
function refusedProof(route: RouteCase, res: { statusCode: number; body: string }): boolean {
  const key = `${route.method} ${route.path}`;
  if (!(REAUTHENTICATED.has(key) || APP_STORE_SIGNED.has(key)) || res.statusCode !== 400) return false;
  const field: unknown = (JSON.parse(res.body) as { error?: { details?: { field?: unknown } } }).error
    ?.details?.field;
  if (APP_STORE_SIGNED.has(key)) return field === 'signedTransaction';
  return field === 'currentPassword' || field === 'confirmation';
}

async function send(route: RouteCase, entities: Entities, token: string | null) {
  const body = route.body ? sample(route.body, entities) : undefined;
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const raw = rawBody(route);
  if (raw)
    return t.app.inject({
      method: route.method,
      url: concretePath(route, entities),
      headers: { ...auth, 'content-type': raw.type },
      payload: raw.payload,
    });
  return t.app.inject({
    method: route.method,
    url: concretePath(route, entities),
    headers: auth,
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}

beforeAll(async () => {
  // App Store purchases on (Apple Root CA - G3), so their routes are in the matrix too.
  t = await createTestApp({ APP_STORE_BUNDLE_ID: 'com.quadrant.matrix', APP_STORE_ENVIRONMENT: 'Sandbox' });
  routes = await documentedRoutes(t.app);
  tokens = await badTokens(t);
  other = await createTestUser(t.app);
  admin = await createTestUser(t.app, { roles: ['admin'] });
});
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('covers every documented operation, protected ones included', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.protected).length).toBeGreaterThan(10);
    // Every kind of bad token is tried: an empty set would pass the next test without a request.
    expect(Object.keys(tokens)).toEqual([
      'anonymous',
      'garbage',
      'forged',
      'algNone',
      'expired',
      'wrongAudience',
      'deletedAccount',
      'revokedPersonalToken',
      'expiredPersonalToken',
    ]);
  });

  it('refuses every protected route without a valid token, and never fails with 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const { entities } = await freshOwner();
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await send(route, entities, token);
        const ok = route.protected ? res.statusCode === 401 : res.statusCode < 500;
        if (!ok) failures.push(`${kind} ${route.method} ${route.path} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // A fresh owner and nine tokens per route: over 50 s on PostgreSQL on a loaded machine.
  }, 120_000);

  it('serves the owner, and shows another user or an admin nothing of the owner', async () => {
    const failures: string[] = [];
    let served = 0;
    const protectedRoutes = routes.filter((r) => r.protected && !isAdminRoute(r));
    for (const route of protectedRoutes) {
      const names = route.pathParams.filter((p) => p !== 'slug');
      for (const [kind, caller] of [
        ['other', other],
        ['admin', admin],
      ] as const) {
        const { owner, entities, secrets } = await freshOwner();
        if (route.path === '/api/me/export/file') await readyExport(owner);
        const res = await send(route, entities, caller.token);
        const leaked = secrets.some((s) => res.body.includes(s));
        const refused = names.length === 0 || res.statusCode === 404 || res.statusCode === 400;
        if (leaked || !refused || res.statusCode >= 500)
          failures.push(
            `${kind} ${route.method} ${route.path} → ${res.statusCode}${leaked ? ' (leaked)' : ''}`,
          );
      }
      const { owner, entities } = await freshOwner();
      if (route.path === '/api/me/export/file') await readyExport(owner);
      const mine = await send(route, entities, owner.token);
      // 409 and 402: the handler ran on the owner's entity and found it in the wrong state
      // (restoring a live task) or at the plan's limit (a second file on Free).
      if (
        mine.statusCode < 300 ||
        mine.statusCode === 409 ||
        mine.statusCode === 402 ||
        refusedProof(route, mine)
      )
        served++;
      if ([401, 403].includes(mine.statusCode) || mine.statusCode >= 500)
        failures.push(`owner ${route.method} ${route.path} → ${mine.statusCode}`);
    }
    expect(failures).toEqual([]);
    // The sampled requests are real ones: the owner is actually served on every route.
    expect(served).toBe(protectedRoutes.length);
    // Three fresh owners per route: the time grows with every route the API gains (70 s alone on
    // PostgreSQL on a loaded machine).
  }, 180_000);
});
