/**
 * The desktop app signs in as the public web client with its own redirect URI,
 * `<PUBLIC_URL>/auth/desktop-callback`: the system browser lands there, and the page hands the
 * code to the app through its custom scheme; the app exchanges it (no Origin: not a browser) with
 * its PKCE verifier and refreshes later. An admin signed in that way is still an admin to the API:
 * the client-side `isAdmin` false of a desktop sign-in (spec §3) is display only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_CALLBACK_PATH } from '../../../shared/contracts/desktop.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  location,
  newAccount,
  ORIGIN,
  startSignIn,
  tokenRequest,
  TokenResponseSchema,
} from './identity.test-support.ts';

const DESKTOP_REDIRECT = `${ORIGIN}${DESKTOP_CALLBACK_PATH}`;

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'grace@example.com' });
});

afterEach(async () => {
  await t.close();
});

describe('the desktop redirect URI', () => {
  it('brings the code to /auth/desktop-callback, where the app exchanges and refreshes it', async () => {
    const b = browser(t.app);
    const req = authorizationRequest({ redirect_uri: DESKTOP_REDIRECT, prompt: 'login', kc_idp_hint: '' });
    const page = await startSignIn(b, req);
    let res = await b.post(`${page}/register`, { ...newAccount({ email: 'grace@example.com' }) });
    let target = location(res);
    for (let hops = 0; !target.startsWith(DESKTOP_REDIRECT) && hops < 5; hops++) {
      res = await b.get(target);
      target = location(res);
    }
    const callback = new URL(target);
    expect(`${callback.origin}${callback.pathname}`).toBe(DESKTOP_REDIRECT);
    expect(callback.searchParams.get('state')).toBe(req.state);

    const exchanged = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: DESKTOP_REDIRECT,
      code_verifier: req.verifier,
    });
    expect(exchanged.statusCode).toBe(200);
    const tokens = TokenResponseSchema.parse(exchanged.json());
    expect(tokens.refresh_token).toBeDefined();
    // The server decides from the token: an admin is one on every platform.
    await expect(t.app.ctx.auth.verify(tokens.access_token)).resolves.toMatchObject({ isAdmin: true });

    const refreshed = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('is exact: a neighbouring path or another origin is refused', async () => {
    const b = browser(t.app);
    for (const redirect_uri of [
      `${DESKTOP_REDIRECT}/x`,
      `${ORIGIN}/auth/desktop-callbacks`,
      `http://evil.example${DESKTOP_CALLBACK_PATH}`,
      `quadrant://auth/desktop-callback`,
    ]) {
      const res = await b.get(authorizationRequest({ redirect_uri }).url);
      expect(res.statusCode, redirect_uri).toBe(400);
      expect(res.body).toContain('redirect_uri');
    }
  });
});
