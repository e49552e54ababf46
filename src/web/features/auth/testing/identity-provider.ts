/**
 * A fake identity provider for the auth tests: MSW handlers for client config, discovery, token,
 * and revocation endpoints, and unsigned JWTs (the browser reads claims; the API verifies).
 */
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';

export const ORIGIN = 'http://localhost:3000';
export const ISSUER = `${ORIGIN}/realms/quadrant`;
export const OIDC_BASE = `${ISSUER}/protocol/openid-connect`;
export const CLIENT_ID = 'quadrant-web';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A three-part JWT with these claims (and a signature nobody checks here). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', typ: 'JWT', kid: 'test' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export function accessToken(sub: string, lifetimeSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  return makeJwt({
    iss: ISSUER,
    sub,
    aud: 'account',
    iat,
    exp: iat + lifetimeSeconds,
    email: `${sub}@example.com`,
    name: `Person ${sub}`,
  });
}

export function idToken(sub: string, nonce: string | undefined, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  return makeJwt({
    iss: ISSUER,
    sub,
    aud: CLIENT_ID,
    iat,
    exp: iat + 300,
    ...(nonce === undefined ? {} : { nonce }),
    email: `${sub}@example.com`,
    name: 'Ada Lovelace',
    given_name: 'Ada',
    family_name: 'Lovelace',
  });
}

export const discoveryDocument = {
  issuer: ISSUER,
  authorization_endpoint: `${OIDC_BASE}/auth`,
  token_endpoint: `${OIDC_BASE}/token`,
  userinfo_endpoint: `${OIDC_BASE}/userinfo`,
  end_session_endpoint: `${OIDC_BASE}/logout`,
  revocation_endpoint: `${OIDC_BASE}/revoke`,
  jwks_uri: `${OIDC_BASE}/certs`,
  response_types_supported: ['code'],
  code_challenge_methods_supported: ['S256'],
  id_token_signing_alg_values_supported: ['RS256'],
};

export const configHandlers = [
  http.get(`${ORIGIN}/api/client-config`, () =>
    HttpResponse.json({ issuer: ISSUER, clientId: CLIENT_ID, realm: 'quadrant', embedded: true }),
  ),
  http.get(`${ISSUER}/.well-known/openid-configuration`, () => HttpResponse.json(discoveryDocument)),
];

/** A token endpoint answering with this function's result for each form body. */
export function tokenHandler(respond: (form: URLSearchParams) => Response | Promise<Response>) {
  return http.post(`${OIDC_BASE}/token`, async ({ request }) =>
    respond(new URLSearchParams(await request.text())),
  );
}

export function tokenResponse(body: Record<string, unknown>): Response {
  return HttpResponse.json({ token_type: 'Bearer', ...body });
}

/**
 * jsdom gives the test window its own ArrayBuffer, while Node's WebCrypto returns Node's, so
 * oauth4webapi's `instanceof ArrayBuffer` fails in tests only (a browser has one realm). Copy
 * digests into the window's ArrayBuffer.
 */
export function sameRealmDigests(): void {
  const subtle = globalThis.crypto.subtle;
  const digest = subtle.digest.bind(subtle);
  vi.spyOn(subtle, 'digest').mockImplementation(async (algorithm, data) => {
    const result = new Uint8Array(await digest(algorithm, data));
    const copy = new ArrayBuffer(result.byteLength);
    new Uint8Array(copy).set(result);
    return copy;
  });
}
