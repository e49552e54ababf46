/**
 * Malformed and oversized bodies through every documented operation that takes one (issue #8):
 * each is refused with a 4xx naming the problem, never a 5xx, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/errors.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { concretePath, documentedRoutes, isAdminRoute, type RouteCase } from './openapi-routes.ts';

let t: TestApp;
let user: TestUser;
/** The admin API refuses anyone else (403) before reading a body: its bodies are tried as an admin. */
let admin: TestUser;
let routes: RouteCase[];

const HOSTILE: {
  name: string;
  contentType: string;
  payload: string;
  expected: number[];
  /** The refusal's `details.reason`, where it has one. */
  reason?: string;
}[] = [
  { name: 'broken JSON', contentType: 'application/json', payload: '{"title": "x",', expected: [400] },
  { name: 'a JSON string', contentType: 'application/json', payload: '"just a string"', expected: [400] },
  { name: 'null', contentType: 'application/json', payload: 'null', expected: [400] },
  { name: 'an array', contentType: 'application/json', payload: '[1,2,3]', expected: [400] },
  {
    name: 'prototype pollution',
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true}}',
    expected: [400],
  },
  {
    name: 'deep nesting',
    contentType: 'application/json',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    expected: [400],
    reason: 'too_deep',
  },
  {
    // Under the 1 MB limit: refused by the nesting bound before it is parsed (json-depth.ts).
    name: '400,000 levels',
    contentType: 'application/json',
    payload: `${'['.repeat(400_000)}${']'.repeat(400_000)}`,
    expected: [400],
    reason: 'too_deep',
  },
  { name: 'wrong type', contentType: 'text/plain', payload: 'hello', expected: [400, 415] },
  {
    name: 'over 1 MB',
    contentType: 'application/json',
    payload: `{"title":"${'x'.repeat(1_100_000)}"}`,
    expected: [413],
  },
  {
    name: 'a NUL',
    contentType: 'application/json',
    payload: '{"title":"a\\u0000","name":"b\\u0000"}',
    expected: [400],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app);
  admin = await createTestUser(t.app, { roles: ['admin'] });
  routes = (await documentedRoutes(t.app)).filter((r) => r.body);
});
afterAll(() => t.close());

describe('hostile bodies', () => {
  it('are refused with a 4xx on every operation that takes a body', async () => {
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const [r, route] of routes.entries())
      for (const [i, h] of HOSTILE.entries()) {
        // A request sent at the same time is served: the hostile body never holds the event loop.
        const health = t.app.inject({ method: 'GET', url: '/healthz' });
        const res = await t.app.inject({
          // One address per try: the contact form's own limit would otherwise answer 429 first.
          remoteAddress: `10.0.${r}.${i}`,
          method: route.method,
          url: concretePath(route, { slug: 'nurses' }),
          headers: { ...(isAdminRoute(route) ? admin : user).headers, 'content-type': h.contentType },
          payload: h.payload,
        });
        if (!h.expected.includes(res.statusCode) && !(res.statusCode === 404 && route.pathParams.length > 0))
          failures.push(`${h.name}: ${route.method} ${route.path} → ${res.statusCode}`);
        const reason: unknown =
          res.statusCode === 400 ? res.json<ErrorBody>().error.details?.reason : undefined;
        if (h.reason && res.statusCode === 400 && reason !== h.reason)
          failures.push(`${h.name}: ${route.method} ${route.path} → 400 without reason ${h.reason}`);
        if ((await health).statusCode !== 200)
          failures.push(`${h.name}: a request sent meanwhile was not served`);
      }
    expect(failures).toEqual([]);
    const stored = await t.app.ctx.database.db.selectFrom('tasks').select('id').execute();
    expect(stored).toEqual([]);
  });
});
