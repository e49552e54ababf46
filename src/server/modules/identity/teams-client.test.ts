/**
 * The Teams tab signs in as the public web client through Teams' sign-in popup (ADR 0050): the
 * identity provider returns the popup to `<PUBLIC_URL>/auth/teams-callback`, which hands the code
 * to the tab, and the tab redeems it with the PKCE verifier it kept. The provider's pages of such a
 * sign-in send no Cross-Origin-Opener-Policy (with one, a popup Teams opened loses its opener and
 * can never report back); every other sign-in keeps it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEAMS_CALLBACK_PATH } from '../../../shared/teams.ts';
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

const TEAMS_REDIRECT = `${ORIGIN}${TEAMS_CALLBACK_PATH}`;

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('the Teams popup\'s redirect URI', () => {
  it('brings the code to /auth/teams-callback, where the tab redeems it with its verifier', async () => {
    const b = browser(t.app);
    const req = authorizationRequest({ redirect_uri: TEAMS_REDIRECT });
    const page = await startSignIn(b, req);
    let res = await b.post(`${page}/register`, { ...newAccount() });
    let target = location(res);
    for (let hops = 0; !target.startsWith(TEAMS_REDIRECT) && hops < 5; hops++) {
      res = await b.get(target);
      target = location(res);
    }
    const callback = new URL(target);
    expect(`${callback.origin}${callback.pathname}`).toBe(TEAMS_REDIRECT);
    expect(callback.searchParams.get('state')).toBe(req.state);

    const redeem = (code_verifier: string) =>
      tokenRequest(t.app, {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: TEAMS_REDIRECT,
        code_verifier,
      });
    // What crosses Teams is the code alone: without the tab's verifier it is worth nothing.
    expect((await redeem('x'.repeat(96))).statusCode).toBe(400);
    const exchanged = await redeem(req.verifier);
    expect(exchanged.statusCode).toBe(200);
    expect(TokenResponseSchema.parse(exchanged.json()).refresh_token).toBeDefined();
  });

  it('is exact: a neighbouring path or another origin is refused', async () => {
    const b = browser(t.app);
    for (const redirect_uri of [
      `${TEAMS_REDIRECT}/x`,
      `${ORIGIN}/auth/teams-callbacks`,
      `${ORIGIN}/auth/teams-start`,
      `https://teams.microsoft.com${TEAMS_CALLBACK_PATH}`,
    ]) {
      const res = await b.get(authorizationRequest({ redirect_uri }).url);
      expect(res.statusCode, redirect_uri).toBe(400);
      expect(res.body).toContain('redirect_uri');
    }
  });

  it('shows its sign-in pages without an opener policy; a web sign-in keeps one', async () => {
    for (const [redirect_uri, coop] of [
      [TEAMS_REDIRECT, undefined],
      [`${ORIGIN}/callback`, 'same-origin'],
    ] as const) {
      const b = browser(t.app);
      const page = await startSignIn(b, authorizationRequest({ redirect_uri }));
      const shown = await b.get(page);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toContain('text/html');
      expect(shown.headers['cross-origin-opener-policy'], redirect_uri).toBe(coop);
      // A failed attempt re-renders the page: still the same rule.
      const refused = await b.post(page, { email: 'nobody@example.com', password: 'wrong-password-1' });
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.headers['cross-origin-opener-policy'], redirect_uri).toBe(coop);
    }
  });
});
