/**
 * The embedded provider's clients: all public (no secret), code + PKCE S256, exact redirect URIs.
 * One per kind of redirect, since oidc-provider ties the kinds of URI a client may register to its
 * application type:
 * - the web client (`OIDC_CLIENT_ID`), application type `web`: `<PUBLIC_URL>/callback`, and
 *   `<PUBLIC_URL>/auth/desktop-callback` for the desktop app (a public client too): the system
 *   browser lands there and the page hands the code to the app through its custom scheme; and
 *   `<PUBLIC_URL>/auth/teams-callback` for the Teams tab's sign-in popup, which hands the code
 *   back to the tab through Teams (the tab holds the PKCE verifier and redeems it: ADR 0050);
 * - the native client (`OIDC_NATIVE_CLIENT_ID`), application type `native`, for the iOS and
 *   Android apps: only the app's custom scheme (`quadrant://callback`, spec §9), which the
 *   in-app browser hands to the app. A custom scheme can be claimed by another app on the phone;
 *   PKCE is what makes an intercepted code useless (RFC 8252 §8.1). It signs out back to the web
 *   app's login page, where its web view already is, when that address is one a native client may
 *   name (https, or http on a loopback address).
 * Another platform's client goes in this list.
 */
import type { ClientMetadata } from 'oidc-provider';
import { MOBILE_CALLBACK_URL } from '../../../../shared/mobile-app.ts';
import { DESKTOP_CALLBACK_PATH } from '../../../../shared/contracts/desktop.ts';
import { TEAMS_CALLBACK_PATH } from '../../../../shared/teams.ts';
import type { Config } from '../../../config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function publicClient(scope: string): Partial<ClientMetadata> {
  return {
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope,
  };
}

/** Whether oidc-provider lets a native client name this web address (RFC 8252 §7.3). */
function nativeMayName(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK.has(hostname));
}

export function oidcClients(config: Config, scope: string): ClientMetadata[] {
  const { publicUrl } = config;
  const signedOut = [`${publicUrl}/auth/login`, `${publicUrl}/`];
  return [
    {
      client_id: config.oidc.clientId,
      client_name: 'Quadrant',
      application_type: 'web',
      redirect_uris: [
        `${publicUrl}/callback`,
        `${publicUrl}${DESKTOP_CALLBACK_PATH}`,
        `${publicUrl}${TEAMS_CALLBACK_PATH}`,
      ],
      post_logout_redirect_uris: signedOut,
      ...publicClient(scope),
    },
    {
      client_id: config.oidc.nativeClientId,
      client_name: 'Quadrant for iOS and Android',
      application_type: 'native',
      redirect_uris: [MOBILE_CALLBACK_URL],
      post_logout_redirect_uris: signedOut.filter(nativeMayName),
      ...publicClient(scope),
    },
  ];
}
