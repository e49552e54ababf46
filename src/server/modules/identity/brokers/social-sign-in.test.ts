import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  decodeJwt,
  exchangeCode,
  followToCallback,
  location,
  newAccount,
  ORIGIN,
  pathOf,
  registerAndGetTokens,
  REALM,
  startSignIn,
  type Browser,
} from '../identity.test-support.ts';
import { appleClientSecret } from './apple-secret.ts';
import { startOidcPeer, throughPeer, type OidcPeer } from './local-oidc-peer.test-support.ts';

const REDIRECT = `${ORIGIN}${REALM}/broker/google/endpoint`;

let peer: OidcPeer;
let test: TestApp;

beforeAll(async () => {
  peer = await startOidcPeer({ redirectUri: REDIRECT });
  test = await createTestApp({
    GOOGLE_CLIENT_ID: peer.clientId,
    GOOGLE_CLIENT_SECRET: peer.clientSecret,
    GOOGLE_ISSUER: peer.issuer,
  });
});

afterAll(async () => {
  await test.close();
  await peer.close();
});

/** Sign-in page → "Google" → back to Quadrant's callback; returns the callback's answer. */
async function viaGoogle(b: Browser, extra: Record<string, string> = {}) {
  const req = authorizationRequest({ kc_idp_hint: 'google', ...extra });
  const page = await startSignIn(b, req);
  const toPeer = await b.get(page);
  expect(toPeer.statusCode).toBe(303);
  const back = await throughPeer(peer, location(toPeer));
  expect(back.startsWith(REDIRECT)).toBe(true);
  return { req, res: await b.get(back), back };
}

async function signInWithGoogle() {
  const b = browser(test.app);
  const { req, res } = await viaGoogle(b);
  const code = await followToCallback(b, res, req.state);
  const tokens = await exchangeCode(test.app, code, req.verifier);
  return decodeJwt(tokens.id_token ?? '');
}

describe('social sign-in through a locally started OpenID Connect provider playing Google', () => {
  it('shows only the providers it brokers', async () => {
    const res = await test.app.inject({ url: '/api/client-config' });
    expect(res.json()).toMatchObject({ identityProviders: ['google'] });
  });

  it('creates an account on the first sign-in and signs the same person in the next time', async () => {
    peer.nextAccount = {
      sub: 'g-new-1',
      email: 'New.Person@Example.com',
      email_verified: true,
      name: 'New Person',
    };
    const first = await signInWithGoogle();
    expect(first).toMatchObject({ email: 'new.person@example.com', name: 'New Person' });
    const again = await signInWithGoogle();
    expect(again.sub).toBe(first.sub);
    const rows = await test.app.ctx.database.db
      .selectFrom('userIdentities')
      .selectAll()
      .where('userId', '=', String(first.sub))
      .execute();
    expect(rows).toMatchObject([{ provider: 'google', subject: 'g-new-1' }]);
  });

  it('links a Google account to the existing account with the same verified e-mail', async () => {
    const account = newAccount();
    const { tokens } = await registerAndGetTokens(test.app, account);
    const existing = decodeJwt(tokens.id_token ?? '');
    peer.nextAccount = { sub: 'g-link-1', email: account.email.toUpperCase(), email_verified: true };
    const viaGoogle = await signInWithGoogle();
    expect(viaGoogle.sub).toBe(existing.sub);
    // The password still signs in beside it, as the same person.
    const b = browser(test.app);
    const req = authorizationRequest();
    const form = await b.post(await startSignIn(b, req), {
      email: account.email,
      password: account.password,
    });
    const code = await followToCallback(b, form, req.state);
    const withPassword = decodeJwt((await exchangeCode(test.app, code, req.verifier)).id_token ?? '');
    expect(withPassword.sub).toBe(existing.sub);
  });

  it('refuses an unverified e-mail: no account is created or linked', async () => {
    peer.nextAccount = { sub: 'g-unverified', email: 'unverified@example.com', email_verified: false };
    const { res } = await viaGoogle(browser(test.app));
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('hasn&#x27;t verified this account&#x27;s e-mail address');
    const user = await test.app.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'unverified@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it("refuses a callback without the state it sent, with the provider's error, or without a code", async () => {
    const b = browser(test.app);
    const forged = await b.get(`${REDIRECT}?code=abc&state=forged`);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Invalid state - possible CSRF attack');

    const denied = await b.get(`${REDIRECT}?error=access_denied&error_description=The+user+cancelled`);
    expect(denied.body).toContain('OAuth error: access_denied - The user cancelled');

    peer.nextAccount = { sub: 'g-nocode', email: 'nocode@example.com', email_verified: true };
    const { back } = await viaGoogle(b);
    const noCode = new URL(back);
    noCode.searchParams.delete('code');
    const res = await b.get(noCode.href);
    expect(res.body).toContain('No authorization code received');
  });

  it('accepts the result only in the browser that started the sign-in', async () => {
    peer.nextAccount = { sub: 'g-ticket', email: 'ticket@example.com', email_verified: true };
    const { res } = await viaGoogle(browser(test.app));
    const ticketUrl = location(res);
    expect(ticketUrl).toContain('/broker?ticket=');
    const stranger = browser(test.app);
    const stolen = await stranger.get(pathOf(ticketUrl));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.headers.location).toBeUndefined();
  });
});

describe('a broker that cannot authenticate to the provider', () => {
  it("shows the spec's token exchange failure", async () => {
    const wrong = await createTestApp({
      GOOGLE_CLIENT_ID: peer.clientId,
      GOOGLE_CLIENT_SECRET: 'not-the-secret',
      GOOGLE_ISSUER: peer.issuer,
    });
    try {
      peer.nextAccount = { sub: 'g-wrong', email: 'wrong@example.com', email_verified: true };
      const b = browser(wrong.app);
      const req = authorizationRequest({ kc_idp_hint: 'google' });
      const toPeer = await b.get(await startSignIn(b, req));
      const res = await b.get(await throughPeer(peer, location(toPeer)));
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/Token exchange failed: 40[01]/);
    } finally {
      await wrong.close();
    }
  });
});

describe('Sign in with Apple', () => {
  const APPLE = `${ORIGIN}${REALM}/broker/apple/endpoint`;
  let apple: TestApp;
  let publicKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    publicKey = pair.publicKey;
    apple = await createTestApp({
      APPLE_CLIENT_ID: 'app.quadrant.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: (await exportPKCS8(pair.privateKey)).replace(/\n/g, '\\n'),
      // Discovery and keys from the local peer: Apple itself is out of this machine's reach.
      APPLE_ISSUER: peer.issuer,
    });
  });
  afterAll(() => apple.close());

  it('authenticates with a fresh ES256 client secret JWT for its team and Services ID', async () => {
    const broker = apple.config.oidc.brokers.find((b) => b.id === 'apple');
    if (broker?.id !== 'apple') throw new Error('Apple is not configured');
    const secret = await appleClientSecret(broker, Date.now());
    const { payload, protectedHeader } = await jwtVerify(secret, publicKey, {
      issuer: 'TEAM123456',
      subject: 'app.quadrant.web',
      audience: peer.issuer,
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    expect(Number(payload.exp) - Number(payload.iat)).toBeLessThanOrEqual(300);
  });

  it("answers Apple's form_post with the spec's texts", async () => {
    const post = (form: Record<string, string>) =>
      apple.app.inject({
        method: 'POST',
        url: pathOf(APPLE),
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    const cancelled = await post({ error: 'user_cancelled_authorize' });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.body).toContain('OAuth error: user_cancelled_authorize');
    expect(cancelled.body).toContain('Signing in with Apple didn&#x27;t work');
    expect((await post({ code: 'c', state: 'forged' })).body).toContain(
      'Invalid state - possible CSRF attack',
    );
  });

  it("asks for name and e-mail by form_post, Apple's way, without PKCE", async () => {
    const b = browser(apple.app);
    const res = await b.get(await startSignIn(b, authorizationRequest({ kc_idp_hint: 'apple' })));
    expect(res.statusCode).toBe(303);
    const url = new URL(location(res));
    expect(url.origin).toBe(peer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'app.quadrant.web',
      redirect_uri: APPLE,
      response_mode: 'form_post',
      scope: 'name email',
    });
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });

  it('says so plainly when the provider cannot be reached', async () => {
    const down = await createTestApp({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    try {
      const b = browser(down.app);
      const res = await b.get(await startSignIn(b, authorizationRequest({ kc_idp_hint: 'google' })));
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('Google could not be reached');
    } finally {
      await down.close();
    }
  });
});
