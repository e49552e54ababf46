/**
 * The security headers are computed once at start (security.ts): every response still carries
 * helmet's full set, the error and not-found answers included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../test/helpers.ts';

let t: TestApp;

const EXPECTED = {
  'content-security-policy': expect.stringContaining("default-src 'self'") as unknown,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are on a read, a refusal and a not-found answer alike', async () => {
    const user = await createTestUser(t.app);
    for (const [url, headers, status] of [
      ['/api/tasks', user.headers, 200],
      ['/api/tasks', {}, 401],
      ['/api/no-such-thing', user.headers, 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject(EXPECTED);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('are on what the identity provider writes to the raw response itself', async () => {
    // oidc-provider answers these past Fastify's reply (identity.plugin.ts).
    for (const url of [
      '/realms/quadrant/.well-known/openid-configuration',
      '/realms/quadrant/no-such-page',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject(EXPECTED);
    }
  });
});
