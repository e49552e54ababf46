/**
 * The OpenID Connect client (oauth4webapi): discovery, authorization URL, code exchange, refresh
 * grant and end-session URL. It learns issuer and client id from GET /api/client-config, so the
 * same build talks to the embedded provider or to any Keycloak-compatible issuer. Rules:
 * - public client, authorization code + PKCE S256 only, redirect URI `<origin>/callback`;
 * - the ID token must carry the nonce we sent (oauth4webapi checks iss, aud, exp and nonce);
 * - plain HTTP is allowed only for the page's own origin or a loopback issuer (development).
 */
import * as oauth from 'oauth4webapi';
import { getClientConfig, type ClientConfig } from '../../../shared/contracts/client-config.ts';
import { api } from '../../lib/api.ts';
import type { PendingSignIn } from './pending-sign-in.ts';

/** Spec §7: the web (and the Teams tab, a web client) asks for `openid` only. */
export const WEB_SCOPE = 'openid';
/** Spec §7: the iOS and Android apps (the native client) ask for these. */
export const NATIVE_SCOPE = 'openid profile email offline_access';
export const IDENTITY_PROVIDERS = ['google', 'microsoft', 'apple'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

export interface Oidc {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  config: ClientConfig;
  http: {
    [oauth.allowInsecureRequests]?: boolean;
    [oauth.customFetch]?: OidcFetch | undefined;
  };
}

/** Tokens as the token endpoint gave them (refresh and ID tokens are absent on some refreshes). */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  expiresIn: number | undefined;
}

/** `popup_required`: the direct path inside Teams, where only its popup may sign in (spec §6, §8). */
export type SignInFailure =
  'cancelled' | 'invalid_state' | 'invalid_nonce' | 'failed' | 'unavailable' | 'popup_required';

export class SignInError extends Error {
  override name = 'SignInError';
  readonly reason: SignInFailure;
  constructor(reason: SignInFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/**
 * The embedded provider serves sign-in for one address only (its issuer, redirect URIs and CSP
 * name it, and storage is per origin): opened anywhere else, sign-in cannot work, so say where.
 */
export class WrongAddressError extends Error {
  override name = 'WrongAddressError';
  readonly address: string;
  constructor(address: string) {
    super(`Sign-in works only at ${address}`);
    this.address = address;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A shell that signs in as another client: the iOS and Android apps use the native client, whose
 * redirect is the app's custom scheme, and send token requests through the native HTTP layer
 * (platforms/native-sign-in.ts). Unset: the web client, `<origin>/callback`, the page's fetch.
 */
export interface OidcPlatform {
  clientId(config: ClientConfig): string;
  redirectUri: string;
  fetch?: OidcFetch | undefined;
}

/** What oauth4webapi hands a custom fetch (its `customFetch` option), for any of its requests. */
export type OidcFetch = (
  url: string,
  options: {
    body?: unknown;
    headers: Record<string, string>;
    method: string;
    signal?: AbortSignal | undefined;
  },
) => Promise<Response>;

let platform: OidcPlatform | null = null;

export function setOidcPlatform(next: OidcPlatform): void {
  platform = next;
  loading = null;
}

function httpOptions(issuer: URL): Oidc['http'] {
  const insecureAllowed =
    issuer.protocol === 'http:' &&
    (issuer.origin === window.location.origin || LOOPBACK.has(issuer.hostname));
  return insecureAllowed ? { [oauth.allowInsecureRequests]: true } : {};
}

let configLoading: Promise<ClientConfig> | null = null;

/** The server's sign-in settings, once per page (a failure is forgotten so the next call tries again). */
export function loadClientConfig(): Promise<ClientConfig> {
  configLoading ??= api(getClientConfig, { anonymous: true }).catch((err: unknown) => {
    configLoading = null;
    throw err;
  });
  return configLoading;
}

async function discover(): Promise<Oidc> {
  const config = await loadClientConfig();
  const issuer = new URL(config.issuer);
  if (config.embedded && issuer.origin !== window.location.origin) throw new WrongAddressError(issuer.origin);
  const http: Oidc['http'] = { ...httpOptions(issuer), [oauth.customFetch]: platform?.fetch };
  const response = await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oidc' });
  const as = await oauth.processDiscoveryResponse(issuer, response);
  return { as, client: { client_id: platform?.clientId(config) ?? config.clientId }, config, http };
}

let loading: Promise<Oidc> | null = null;

/** Discovery, once per page (a failure is forgotten so the next call tries again). */
export function loadOidc(): Promise<Oidc> {
  loading ??= discover().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** Drop the cached discovery (tests, or an issuer change by configuration). */
export function forgetOidc(): void {
  loading = null;
  configLoading = null;
}

export function redirectUri(): string {
  return platform?.redirectUri ?? `${window.location.origin}/callback`;
}

export interface AuthorizationOptions {
  idpHint?: IdentityProvider | undefined;
  /** Open the provider's account creation page instead of its sign-in page. */
  register?: boolean | undefined;
  /**
   * Ask the provider to show its sign-in form even when it has a session (spec §7: `prompt=login`
   * and `max_age=0`).
   */
  forceLogin?: boolean | undefined;
  uiLocales: string;
}

/** An attempt's public half: what a page that never sees the verifier (Teams' popup) builds from. */
export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeChallenge: string;
}

export async function buildAuthorizationUrl(
  oidc: Oidc,
  pending: PendingSignIn | AuthorizationRequest,
  opts: AuthorizationOptions,
): Promise<URL> {
  const endpoint = opts.register
    ? `${oidc.config.issuer.replace(/\/$/, '')}/protocol/openid-connect/registrations`
    : oidc.as.authorization_endpoint;
  if (!endpoint) throw new SignInError('failed', 'The identity provider has no authorization endpoint');
  const url = new URL(endpoint);
  const params = url.searchParams;
  params.set('client_id', oidc.client.client_id);
  params.set('redirect_uri', redirectUri());
  params.set('response_type', 'code');
  params.set('scope', oidc.client.client_id === oidc.config.nativeClientId ? NATIVE_SCOPE : WEB_SCOPE);
  params.set('state', pending.state);
  params.set('nonce', pending.nonce);
  params.set(
    'code_challenge',
    'codeChallenge' in pending ? pending.codeChallenge : await oauth.calculatePKCECodeChallenge(pending.verifier),
  );
  params.set('code_challenge_method', 'S256');
  params.set('ui_locales', opts.uiLocales);
  if (opts.idpHint) params.set('kc_idp_hint', opts.idpHint);
  if (opts.forceLogin) {
    params.set('prompt', 'login');
    params.set('max_age', '0');
  }
  return url;
}

function isNonceMismatch(err: unknown): boolean {
  if (!(err instanceof oauth.OperationProcessingError) || err.code !== oauth.JWT_CLAIM_COMPARISON)
    return false;
  const cause: unknown = err.cause;
  return typeof cause === 'object' && cause !== null && 'claim' in cause && cause.claim === 'nonce';
}

/** Validate the callback against the pending attempt and exchange its code for tokens. */
export async function exchangeCode(oidc: Oidc, callbackUrl: URL, pending: PendingSignIn): Promise<TokenSet> {
  if (callbackUrl.searchParams.get('state') !== pending.state) {
    throw new SignInError('invalid_state', 'Invalid state - possible CSRF attack');
  }
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(oidc.as, oidc.client, callbackUrl, pending.state);
  } catch (err) {
    const denied = err instanceof oauth.AuthorizationResponseError && err.error === 'access_denied';
    throw new SignInError(denied ? 'cancelled' : 'failed', 'The identity provider returned an error', {
      cause: err,
    });
  }
  let response: Response;
  try {
    response = await oauth.authorizationCodeGrantRequest(
      oidc.as,
      oidc.client,
      oauth.None(),
      params,
      redirectUri(),
      pending.verifier,
      oidc.http,
    );
  } catch (err) {
    throw new SignInError('unavailable', 'The token endpoint could not be reached', { cause: err });
  }
  try {
    const result = await oauth.processAuthorizationCodeResponse(oidc.as, oidc.client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
    return toTokenSet(result);
  } catch (err) {
    if (isNonceMismatch(err))
      throw new SignInError('invalid_nonce', 'Invalid nonce, clearing token', { cause: err });
    throw new SignInError('failed', 'The code exchange failed', { cause: err });
  }
}

function toTokenSet(result: oauth.TokenEndpointResponse): TokenSet {
  return {
    accessToken: result.access_token,
    refreshToken: result.refresh_token,
    idToken: result.id_token,
    expiresIn: result.expires_in,
  };
}

/**
 * What became of a refresh: new tokens; `rejected` when the provider refused the refresh token
 * (HTTP 400/401, or a response we cannot trust), which ends the session; `unavailable` when it
 * could not be asked (offline, 5xx), which keeps the session for a later try.
 */
export type RefreshOutcome =
  | { kind: 'ok'; tokens: TokenSet }
  /** `status`: the token endpoint's HTTP status, when it answered (a 400 is spec §4's "clears the token"). */
  | { kind: 'rejected'; status?: number | undefined }
  | { kind: 'unavailable' };

export async function refreshGrant(oidc: Oidc, refreshToken: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await oauth.refreshTokenGrantRequest(
      oidc.as,
      oidc.client,
      oauth.None(),
      refreshToken,
      oidc.http,
    );
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'unavailable' };
  try {
    return {
      kind: 'ok',
      tokens: toTokenSet(await oauth.processRefreshTokenResponse(oidc.as, oidc.client, response)),
    };
  } catch {
    return { kind: 'rejected', status: response.status };
  }
}

/** The provider's sign-out page, which returns to /auth/login. */
export function endSessionUrl(oidc: Oidc, idToken: string): URL {
  const endpoint =
    oidc.as.end_session_endpoint ?? `${oidc.config.issuer.replace(/\/$/, '')}/protocol/openid-connect/logout`;
  const url = new URL(endpoint);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('client_id', oidc.client.client_id);
  url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}/auth/login`);
  return url;
}
