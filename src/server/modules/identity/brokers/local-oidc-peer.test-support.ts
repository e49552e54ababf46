/**
 * A second OpenID Connect provider started locally to play Google, Microsoft or Apple in tests:
 * oidc-provider (a certified implementation) on a real port, so Quadrant's broker does real
 * discovery, a real code exchange with client authentication and PKCE, and checks a really signed
 * ID token. Its sign-in page signs in at once as whoever the test chose (`nextAccount`).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface PeerAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the peer's next sign-in page. */
  nextAccount: PeerAccount;
  close(): Promise<void>;
}

export async function startOidcPeer(opts: { redirectUri: string }): Promise<OidcPeer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, PeerAccount>();
  const peer: OidcPeer = {
    issuer,
    clientId: 'quadrant-at-peer',
    clientSecret: crypto.randomBytes(16).toString('hex'),
    nextAccount: { sub: 'peer-user-1', email: 'someone@example.com', email_verified: true, name: 'Some One' },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signing = { ...(await exportJWK(privateKey)), kid: 'peer-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    jwks: { keys: [signing] },
    clients: [
      {
        client_id: peer.clientId,
        client_secret: peer.clientSecret,
        redirect_uris: [opts.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      void callback(req, res);
      return;
    }
    const account = { ...peer.nextAccount };
    accounts.set(account.sub, account);
    provider
      .interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      )
      .catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
  });
  return peer;
}

/** A browser at the peer: follows its redirects by hand with a cookie jar, until they leave it. */
export async function throughPeer(peer: OidcPeer, url: string): Promise<string> {
  const cookies = new Map<string, string>();
  let next = url;
  for (let hops = 0; hops < 10; hops++) {
    if (!next.startsWith(peer.issuer)) return next;
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the peer answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    next = new URL(location, next).href;
  }
  throw new Error('too many redirects at the peer');
}
