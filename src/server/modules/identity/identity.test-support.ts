/**
 * Drives the embedded provider the way a browser and the web client would, through app.inject:
 * a cookie jar carried by hand, PKCE, the pages' forms and the token endpoint.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

export const ORIGIN = 'http://localhost:3000';
export const REALM = '/realms/quadrant';
export const OIDC = `${REALM}/protocol/openid-connect`;
export const REDIRECT_URI = `${ORIGIN}/callback`;
const HOST = { host: 'localhost:3000' };

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      const expired =
        c.value === '' || (c.expires !== undefined && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  header(): Record<string, string> {
    const value = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return value ? { cookie: value } : {};
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(48).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

export interface Browser {
  jar: CookieJar;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  post: (url: string, form: Record<string, string>) => Promise<LightMyRequestResponse>;
}

export function browser(app: FastifyInstance): Browser {
  const jar = new CookieJar();
  return {
    jar,
    async get(url, headers = {}) {
      const res = await app.inject({
        method: 'GET',
        url: pathOf(url),
        headers: { ...HOST, ...jar.header(), ...headers },
      });
      jar.store(res);
      return res;
    },
    async post(url, form) {
      const res = await app.inject({
        method: 'POST',
        url: pathOf(url),
        headers: { ...HOST, ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      jar.store(res);
      return res;
    },
  };
}

/** inject takes paths; the provider hands out absolute URLs. */
export function pathOf(url: string): string {
  const u = new URL(url, ORIGIN);
  return `${u.pathname}${u.search}`;
}

export function location(res: LightMyRequestResponse): string {
  const value = res.headers.location;
  if (typeof value !== 'string')
    throw new Error(`expected a redirect, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return value;
}

export interface AuthRequest {
  verifier: string;
  state: string;
  url: string;
}

export function authorizationRequest(extra: Record<string, string> = {}, endpoint = 'auth'): AuthRequest {
  const { verifier, challenge } = pkcePair();
  const state = crypto.randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: 'quadrant-web',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state,
    nonce: crypto.randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return { verifier, state, url: `${OIDC}/${endpoint}?${params}` };
}

/** GET the authorization URL; returns the interaction page's path. */
export async function startSignIn(b: Browser, req: AuthRequest): Promise<string> {
  const res = await b.get(req.url);
  if (res.statusCode !== 303)
    throw new Error(`authorization answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return pathOf(location(res));
}

/** After a successful form POST: follow the provider back to the redirect URI; returns the code. */
export async function followToCallback(
  b: Browser,
  res: LightMyRequestResponse,
  state: string,
): Promise<string> {
  let current = res;
  for (let hops = 0; hops < 5; hops++) {
    const target = location(current);
    if (target.startsWith(REDIRECT_URI)) {
      const url = new URL(target);
      if (url.searchParams.get('state') !== state) throw new Error('state was not returned');
      const code = url.searchParams.get('code');
      if (!code) throw new Error(`no code in ${target}`);
      return code;
    }
    current = await b.get(target);
  }
  throw new Error('too many redirects');
}

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
  token_type: z.string(),
  expires_in: z.number(),
  scope: z.string().optional(),
});

export async function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${OIDC}/token`,
    headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'quadrant-web', ...form }).toString(),
  });
}

export async function exchangeCode(
  app: FastifyInstance,
  code: string,
  verifier: string,
): Promise<z.infer<typeof TokenResponseSchema>> {
  const res = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  if (res.statusCode !== 200) throw new Error(`token endpoint answered ${res.statusCode}: ${res.body}`);
  return TokenResponseSchema.parse(res.json());
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  const id = crypto.randomBytes(4).toString('hex');
  return {
    name: `Ada ${id}`,
    email: `ada-${id}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** The whole web flow: authorize → create account → callback → tokens. */
export async function registerAndGetTokens(
  app: FastifyInstance,
  account: Account,
  b: Browser = browser(app),
): Promise<{ tokens: z.infer<typeof TokenResponseSchema>; browser: Browser }> {
  const req = authorizationRequest();
  const page = await startSignIn(b, req);
  const res = await b.post(`${page}/register`, { ...account });
  const code = await followToCallback(b, res, req.state);
  return { tokens: await exchangeCode(app, code, req.verifier), browser: b };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return z
    .record(z.string(), z.unknown())
    .parse(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')));
}
