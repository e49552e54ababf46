/** Where the embedded provider answers: Keycloak's paths under `/realms/<realm>`. */
import { issuerUrl, type Config } from '../../config.ts';

/** Keycloak's endpoint paths, relative to the realm (issuer). */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
} as const;

/** Keycloak's registration variant of the authorization endpoint. */
export const REGISTRATIONS_PATH = '/protocol/openid-connect/registrations';

/** The sign-in and create-account pages, relative to the issuer. */
export const INTERACTION_PREFIX = '/login';
/** Social sign-in callbacks (`/broker/<provider>/endpoint`, as Keycloak), relative to the issuer. */
export const BROKER_PREFIX = '/broker';
/** Static files of those pages, relative to the issuer. */
export const RESOURCES_PREFIX = '/resources';

/** The issuer's path, e.g. `/realms/quadrant`: where the provider is mounted. */
export function mountPath(config: Config): string {
  return new URL(issuerUrl(config)).pathname.replace(/\/$/, '');
}

/** The audience of access tokens: the API (or OIDC_AUDIENCE when set, so the verifier agrees). */
export function apiResource(config: Config): string {
  return config.oidc.audience ?? `${config.publicUrl}/api`;
}
