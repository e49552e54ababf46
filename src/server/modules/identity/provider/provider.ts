/**
 * The embedded OpenID Connect provider, configured to look like a Keycloak realm. Rules:
 * - public clients only (no secret; clients.ts), code flow only, exact redirect URIs, PKCE S256 required;
 * - access tokens are RS256 JWTs for the API (resource indicator), valid 5 minutes, carrying
 *   Keycloak's claims (email, name, preferred_username, realm_access.roles);
 * - refresh tokens go to the client whatever scope it asked, rotate on every use, and a second use
 *   of a rotated one revokes the grant (oidc-provider's reuse detection);
 * - first party: consent is granted without asking; pending interactions live 1 hour;
 * - `prompt=create` (what Keycloak's `registrations` endpoint means) opens the create-account page.
 */
import Provider, {
  errors,
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { issuerUrl } from '../../../config.ts';
import { findAccountClaims } from '../accounts.ts';
import { SESSION_COOKIE_OPTIONS, type IdentityDeps } from '../identity-deps.ts';
import { createLogoutHandlers } from './logout.ts';
import { createOidcAdapter } from './oidc-adapter.ts';
import { oidcClients } from './clients.ts';
import { apiResource, INTERACTION_PREFIX, KEYCLOAK_ROUTES, mountPath } from '../paths.ts';
import { renderProviderError } from './provider-pages.ts';
import { allowedOrigins, createTokenGuard } from './token-guard.ts';

export const OIDC_SCOPES = 'openid profile email offline_access';
const API_SCOPES = 'openid profile email';
const ACCESS_TOKEN_TTL = 5 * 60;
const DAY = 24 * 60 * 60;

async function grantFor(
  ctx: KoaContextWithOIDC,
  resource: string,
): Promise<InstanceType<Provider['Grant']> | undefined> {
  const { client, session, result, provider } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  let grant = grantId ? await provider.Grant.find(grantId) : undefined;
  if (grant && grant.accountId !== accountId) grant = undefined;
  grant ??= new provider.Grant({ clientId: client.clientId, accountId });
  // First party: everything the client may ask for is granted, so no consent screen appears.
  grant.addOIDCScope(OIDC_SCOPES);
  grant.addResourceScope(resource, API_SCOPES);
  await grant.save();
  return grant;
}

function createPolicy(): ReturnType<typeof interactionPolicy.base> {
  const policy = interactionPolicy.base();
  // "Initiating User Registration via OpenID Connect": prompt=create, also Keycloak's meaning.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}

/** Discovery and the signing keys change only with the configuration: caches may keep them a while. */
const PUBLIC_DOCUMENTS = new Set(['/.well-known/openid-configuration', KEYCLOAK_ROUTES.jwks]);
async function cachePublicDocuments(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  if (ctx.status === 200 && PUBLIC_DOCUMENTS.has(ctx.path) && (ctx.method === 'GET' || ctx.method === 'HEAD'))
    ctx.set('cache-control', 'public, max-age=300');
}

export function createProvider(deps: IdentityDeps): Provider {
  const { config, db, keys } = deps;
  const resource = apiResource(config);
  const mount = mountPath(config);
  const logout = createLogoutHandlers(deps);
  const origins = allowedOrigins(deps);

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookies,
      long: SESSION_COOKIE_OPTIONS,
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clients: oidcClients(config, OIDC_SCOPES),
    scopes: OIDC_SCOPES.split(' '),
    // Keycloak's default client scopes put these in every token whatever was asked; so do we.
    claims: {
      openid: ['sub', 'email', 'email_verified', 'name', 'preferred_username'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    extraParams: ['kc_idp_hint'],
    routes: KEYCLOAK_ROUTES,
    discovery: {
      prompt_values_supported: ['none', 'login', 'consent', 'create'],
      userinfo_endpoint: `${issuerUrl(config)}${KEYCLOAK_ROUTES.userinfo}`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // Rotated tokens keep the first one's end: a refresh chain lives 14 days at most.
      RefreshToken: (ctx) => ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
    },
    features: {
      devInteractions: { enabled: false },
      // Ours answers at the same path (see userinfo.ts): this one cannot read JWT access tokens.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      registration: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: resource,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logout.logoutSource,
        postLogoutSuccessSource: logout.postLogoutSuccessSource,
      },
    },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'], userinfoSigningAlgValues: ['RS256'] },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    loadExistingGrant: (ctx) => grantFor(ctx, resource),
    interactions: {
      policy: createPolicy(),
      url: (_ctx, interaction) => `${mount}${INTERACTION_PREFIX}/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const claims = await findAccountClaims(db, sub, config.oidc.adminEmails);
      if (!claims) return undefined;
      const { realm_access: _roles, ...standard } = claims;
      return { accountId: sub, claims: () => standard };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const claims = await findAccountClaims(db, token.accountId, config.oidc.adminEmails);
      if (!claims) return undefined;
      return {
        email: claims.email,
        name: claims.name,
        preferred_username: claims.preferred_username,
        realm_access: claims.realm_access,
      };
    },
    renderError: (ctx, out) => renderProviderError(ctx, out, config),
    // Only our own client's origins get CORS (token-guard.ts refuses the rest before this runs).
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
  };

  const provider = new Provider(issuerUrl(config), configuration);
  // Koa builds URLs from X-Forwarded-Host and -Proto: identity.plugin writes both from PUBLIC_URL
  // on every request, whatever the client sent (pinPublicOrigin). Koa's client address (the
  // left-most X-Forwarded-For) is never used: clientAddresses holds the trusted one.
  provider.proxy = true;
  provider.use(createTokenGuard(deps));
  provider.use(cachePublicDocuments);
  provider.use(logout.signedOutRedirect);
  provider.on('end_session.success', logout.onEndSession);
  provider.on('server_error', (_ctx, err) => deps.log.error({ err }, 'identity provider error'));
  return provider;
}
