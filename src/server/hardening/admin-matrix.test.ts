/**
 * The authorization matrix of the admin API (issue 30): every `/api/admin/…` operation of the
 * OpenAPI document × every kind of caller, generated from the document so a new admin route is
 * covered the day it lands. Rules checked:
 * - no token, an expired one (an admin's included) → 401;
 * - the person the request is about, and any other person without the `admin` role → 403
 *   FORBIDDEN, whatever they send;
 * - an admin → served, about that person (the deliberate exception to "nobody sees the owner's
 *   data": authorization-matrix.test.ts checks an admin still sees nothing through the rest).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  createTestUser,
  signTestToken,
  type TestApp,
  type TestUser,
} from '../test/helpers.ts';
import { concretePath, documentedRoutes, isAdminRoute, sample, type RouteCase } from './openapi-routes.ts';

let t: TestApp;
let routes: RouteCase[];
let other: TestUser;
let admin: TestUser;
let expiredAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  routes = (await documentedRoutes(t.app)).filter(isAdminRoute);
  other = await createTestUser(t.app);
  admin = await createTestUser(t.app, { roles: ['admin'] });
  expiredAdmin = await signTestToken(t.app, {
    sub: admin.id,
    email: admin.email,
    name: admin.name,
    roles: ['admin'],
    expiresIn: '-5m',
  });
});
afterAll(() => t.close());

/** A person with a board, whom the admin routes are asked about. */
async function person(): Promise<TestUser> {
  const u = await createTestUser(t.app);
  await t.app.inject({ method: 'POST', url: '/api/boards', headers: u.headers, payload: { name: 'Board' } });
  return u;
}

function send(route: RouteCase, about: TestUser, token: string | null) {
  const entities = { userId: about.id };
  const body = route.body ? sample(route.body, entities) : undefined;
  return t.app.inject({
    method: route.method,
    url: concretePath(route, entities),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}

const Code = z.object({ error: z.object({ code: z.string() }) });

describe('the admin API authorization matrix', () => {
  it('covers every admin operation of the document, each one protected', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(names).toEqual([
      'GET /api/admin/activity',
      'GET /api/admin/activity/export',
      'GET /api/admin/stats',
      'GET /api/admin/subscriptions',
      'GET /api/admin/users',
      'GET /api/admin/users/{userId}',
      'POST /api/admin/users/{userId}/sessions/end',
      'POST /api/admin/users/{userId}/subscription',
    ]);
    expect(routes.every((r) => r.protected)).toBe(true);
  });

  it('refuses anonymous and expired callers (401), people without the admin role (403), serves an admin', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const about = await person();
      const cases = [
        ['anonymous', null, 401],
        ['expired admin', expiredAdmin, 401],
        ['the person', about.token, 403],
        ['another user', other.token, 403],
      ] as const;
      for (const [kind, token, status] of cases) {
        const res = await send(route, about, token);
        const code = Code.safeParse(res.json()).data?.error.code;
        const expected = status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        if (res.statusCode !== status || code !== expected)
          failures.push(`${kind} ${route.method} ${route.path} → ${res.statusCode} ${code ?? ''}`);
      }
      const served = await send(route, about, admin.token);
      if (served.statusCode >= 300)
        failures.push(
          `admin ${route.method} ${route.path} → ${served.statusCode} ${served.body.slice(0, 200)}`,
        );
      if (route.pathParams.includes('userId') && !served.body.includes(about.email))
        failures.push(`admin ${route.method} ${route.path} does not show the person`);
    }
    expect(failures).toEqual([]);
  });
});
