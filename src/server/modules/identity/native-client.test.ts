/**
 * The iOS and Android apps' client: its code comes back on the app's custom scheme and only
 * there, is exchanged without a secret and refreshed; the web client never redirects to the scheme.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_CALLBACK_URL } from '../../../shared/mobile-app.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  location,
  newAccount,
  OIDC,
  ORIGIN,
  REDIRECT_URI,
  startSignIn,
  TokenResponseSchema,
} from './identity.test-support.ts';

const NATIVE = { client_id: 'quadrant-mobile', redirect_uri: MOBILE_CALLBACK_URL };

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

function token(form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `${OIDC}/token`,
    headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: NATIVE.client_id, ...form }).toString(),
  });
}

describe('the native client', () => {
  it('sends the code to quadrant://callback, exchanges it without a secret and refreshes', async () => {
    const b = browser(t.app);
    const req = authorizationRequest(NATIVE);
    const page = await startSignIn(b, req);
    let res = await b.post(`${page}/register`, { ...newAccount() });
    let target = location(res);
    for (let hops = 0; !target.startsWith(MOBILE_CALLBACK_URL) && hops < 5; hops++) {
      res = await b.get(target);
      target = location(res);
    }
    const callback = new URL(target);
    expect(`${callback.protocol}//${callback.host}`).toBe(MOBILE_CALLBACK_URL);
    expect(callback.searchParams.get('state')).toBe(req.state);

    const exchanged = await token({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: MOBILE_CALLBACK_URL,
      code_verifier: req.verifier,
    });
    expect(exchanged.statusCode).toBe(200);
    const tokens = TokenResponseSchema.parse(exchanged.json());
    expect(tokens.refresh_token).toBeDefined();
    await expect(t.app.ctx.auth.verify(tokens.access_token)).resolves.toMatchObject({ isAdmin: false });

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' });
    expect(refreshed.statusCode).toBe(200);
  });

  it('is refused a web redirect URI, and the web client the app scheme', async () => {
    const b = browser(t.app);
    const nativeToWeb = await b.get(authorizationRequest({ ...NATIVE, redirect_uri: REDIRECT_URI }).url);
    expect(nativeToWeb.statusCode).toBe(400);
    expect(nativeToWeb.body).toContain('redirect_uri');
    const webToScheme = await b.get(authorizationRequest({ redirect_uri: MOBILE_CALLBACK_URL }).url);
    expect(webToScheme.statusCode).toBe(400);
    expect(webToScheme.headers.location ?? '').not.toContain('quadrant:');
  });

  it('signs out back to the login page its web view shows', async () => {
    const res = await browser(t.app).get(
      `${OIDC}/logout?client_id=quadrant-mobile&post_logout_redirect_uri=${encodeURIComponent(`${ORIGIN}/auth/login`)}`,
    );
    // No session here: straight back to the registered page (an unregistered one would be a 400).
    expect(res.statusCode).toBe(303);
    expect(location(res)).toBe(`${ORIGIN}/auth/login`);
  });

  it('is named to clients by the public configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json()).toMatchObject({ clientId: 'quadrant-web', nativeClientId: 'quadrant-mobile' });
  });
});
