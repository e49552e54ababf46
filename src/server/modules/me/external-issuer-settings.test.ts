/**
 * With an external issuer (OIDC_ISSUER), name, e-mail and password are that issuer's: /api/me says
 * so, and refuses to change them; deleting the account still works here (typed e-mail, no
 * password to give) and its subject is refused from then on.
 */
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/contracts/me.ts';
import { fakeIssuer } from '../../test/fake-issuer.ts';
import { call, createTestApp } from '../../test/helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('account settings with an external issuer', () => {
  it('names the issuer, refuses sign-in changes, and still deletes the account', async () => {
    const issuer = await fakeIssuer(cleanups);
    const t = await createTestApp({ OIDC_ISSUER: issuer.url });
    cleanups.push(t.close);
    const sub = crypto.randomUUID();
    const headers = { authorization: `Bearer ${await issuer.sign(sub)}` };
    const me = await call<Me>(t.app, { method: 'GET', url: '/api/me', headers });
    expect(me.body.signIn).toEqual({ managedBy: 'external', issuer: issuer.url, methods: [] });

    const name = await call(t.app, { method: 'PATCH', url: '/api/me', headers, payload: { name: 'New' } });
    expect(name.status).toBe(403);
    const theme = await call<Me>(t.app, {
      method: 'PATCH',
      url: '/api/me',
      headers,
      payload: { theme: 'light' },
    });
    expect(theme.body.theme).toBe('light');
    const email = await call(t.app, {
      method: 'POST',
      url: '/api/me/email',
      headers,
      payload: { email: 'x@example.com', currentPassword: 'whatever' },
    });
    expect(email.status).toBe(403);

    const gone = await call(t.app, {
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { confirmation: me.body.email },
    });
    expect(gone.status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/me', headers })).status).toBe(401);
  });
});
