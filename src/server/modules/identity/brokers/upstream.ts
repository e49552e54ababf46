/**
 * The other side of a social sign-in: Google, Microsoft or Apple as an OpenID Connect provider.
 * Discovery once per issuer (forgotten on failure), the authorization request (code flow, state
 * and nonce; PKCE S256 where the provider supports it: Google and Microsoft, not Apple, whose
 * client secret is a signed JWT instead), the code exchange, and the ID token checked as the
 * specification says: signature against the provider's published keys, issuer, audience, expiry,
 * nonce. Microsoft's multi-tenant issuer is a template (`…/{tenantid}/v2.0`) filled from `tid`.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { BrokerConfig } from '../../../config-brokers.ts';
import { appleClientSecret } from './apple-secret.ts';

const MetadataSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

export interface Upstream {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/** Why a step with the provider failed; `detail` is the spec's wording (§8), shown to the person. */
export class BrokerError extends Error {
  override name = 'BrokerError';
  readonly detail: string;
  constructor(detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.detail = detail;
  }
}

const FETCH_TIMEOUT_MS = 10_000;
const discovered = new Map<string, Promise<Upstream>>();

async function discover(issuer: string): Promise<Upstream> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`discovery answered ${res.status}`);
  const meta = MetadataSchema.parse(await res.json());
  const template = meta.issuer.includes('{tenantid}');
  if (!template && meta.issuer.replace(/\/$/, '') !== issuer.replace(/\/$/, ''))
    throw new Error(`discovery names another issuer (${meta.issuer})`);
  return {
    issuer: meta.issuer,
    authorizationEndpoint: meta.authorization_endpoint,
    tokenEndpoint: meta.token_endpoint,
    keys: createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS }),
  };
}

export function upstream(broker: BrokerConfig): Promise<Upstream> {
  let found = discovered.get(broker.issuer);
  if (!found) {
    found = discover(broker.issuer).catch((err: unknown) => {
      discovered.delete(broker.issuer);
      throw err;
    });
    discovered.set(broker.issuer, found);
  }
  return found;
}

export function usesPkce(broker: BrokerConfig): boolean {
  return broker.id !== 'apple';
}

export function authorizationUrl(
  up: Upstream,
  broker: BrokerConfig,
  p: { redirectUri: string; state: string; nonce: string; challenge: string },
): string {
  const url = new URL(up.authorizationEndpoint);
  const params: Record<string, string> = {
    client_id: broker.clientId,
    redirect_uri: p.redirectUri,
    response_type: 'code',
    state: p.state,
    nonce: p.nonce,
  };
  if (broker.id === 'apple') {
    // Apple sends name and e-mail only to a form_post response, and only the first time.
    Object.assign(params, { scope: 'name email', response_mode: 'form_post' });
  } else {
    Object.assign(params, {
      scope: 'openid email profile',
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
    });
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

async function clientSecret(broker: BrokerConfig): Promise<string> {
  return broker.id === 'apple' ? appleClientSecret(broker) : broker.clientSecret;
}

/** The ID token for a code; BrokerError('Token exchange failed: <status>') when refused. */
export async function exchangeCode(
  up: Upstream,
  broker: BrokerConfig,
  p: { code: string; redirectUri: string; verifier: string },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    client_id: broker.clientId,
    client_secret: await clientSecret(broker),
  });
  if (usesPkce(broker)) form.set('code_verifier', p.verifier);
  let res: Response;
  try {
    res = await fetch(up.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (err) {
    throw new BrokerError('Token exchange failed: unreachable', { cause: err });
  }
  if (res.status !== 200) throw new BrokerError(`Token exchange failed: ${res.status}`);
  const body = z.object({ id_token: z.string() }).safeParse(await res.json().catch(() => null));
  if (!body.success) throw new BrokerError('Token exchange failed: no ID token');
  return body.data.id_token;
}

export interface BrokeredIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

// Microsoft's personal-account tenant: its addresses are Microsoft's own, verified at sign-up.
const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const isTrue = (v: unknown) => v === true || v === 'true';

function emailVerified(broker: BrokerConfig, claims: JWTPayload): boolean {
  if (isTrue(claims.email_verified)) return true;
  // Microsoft says nothing of verification but for domain owners' addresses (xms_edov).
  return broker.id === 'microsoft' && (isTrue(claims.xms_edov) || claims.tid === MICROSOFT_CONSUMER_TENANT);
}

export async function verifyIdToken(
  up: Upstream,
  broker: BrokerConfig,
  idToken: string,
  nonce: string,
): Promise<BrokeredIdentity> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, up.keys, {
      audience: broker.clientId,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 60,
    }));
  } catch (err) {
    throw new BrokerError('The ID token could not be verified', { cause: err });
  }
  const expectedIssuer = up.issuer.replace('{tenantid}', typeof claims.tid === 'string' ? claims.tid : '');
  if (claims.iss !== expectedIssuer) throw new BrokerError('The ID token names another issuer');
  if (claims.nonce !== nonce) throw new BrokerError('Invalid nonce');
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new BrokerError('The ID token has no subject');
  const email =
    typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.toLowerCase() : null;
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : null;
  return { subject: claims.sub, email, emailVerified: email !== null && emailVerified(broker, claims), name };
}

/** For tests: forget discovered providers. */
export function forgetUpstreams(): void {
  discovered.clear();
}
