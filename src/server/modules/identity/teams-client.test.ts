/**
 * The Teams tab signs in as the public web client through Teams' sign-in popup (ADR 0050): the
 * identity provider returns the popup to `<PUBLIC_URL>/auth/teams-callback`, which hands the code
 * to the tab, and the tab redeems it with the PKCE verifier it kept. No answer of such a sign-in,
 * redirects included, sends Cross-Origin-Opener-Policy (with one, a popup Teams opened loses its
 * opener and can never report back: teams-popup.ts); every other sign-in keeps it.
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
  pathOf,
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

describe("the Teams popup's redirect URI", () => {
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

  it('answers every hop of a popup sign-in without an opener policy, then a web sign-in with one', async () => {
    const b = browser(t.app);
    const coop = (res: { headers: Record<string, unknown> }) => res.headers['cross-origin-opener-policy'];

    // In the popup: the authorization redirect, the page, a refused try, the account, the returns.
    let res = await b.get(authorizationRequest({ redirect_uri: TEAMS_REDIRECT }).url);
    expect([res.statusCode, coop(res)]).toEqual([303, undefined]);
    const page = pathOf(location(res));
    res = await b.get(page);
    expect([res.statusCode, coop(res)]).toEqual([200, undefined]);
    res = await b.post(page, { email: 'nobody@example.com', password: 'wrong-password-1' });
    expect([res.headers['content-type'], coop(res)]).toEqual(['text/html; charset=utf-8', undefined]);
    res = await b.post(`${page}/register`, { ...newAccount() });
    for (let hops = 0; !location(res).startsWith(TEAMS_REDIRECT) && hops < 5; hops++) {
      expect([res.statusCode, coop(res)], location(res)).toEqual([303, undefined]);
      res = await b.get(location(res));
    }
    expect([res.statusCode, coop(res)]).toEqual([303, undefined]);

    // The same browser signing in to the web app: every answer has its policy back.
    res = await b.get(authorizationRequest({ prompt: 'login' }).url);
    expect([res.statusCode, coop(res)]).toEqual([303, 'same-origin']);
    res = await b.get(pathOf(location(res)));
    expect([res.statusCode, coop(res)]).toEqual([200, 'same-origin']);
    // So does anyone else's.
    const other = browser(t.app);
    res = await other.get(authorizationRequest().url);
    expect(coop(res)).toBe('same-origin');
    expect(coop(await other.get(pathOf(location(res))))).toBe('same-origin');
  });
});
