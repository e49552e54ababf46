/**
 * The desktop app's contract: what the web app and its Tauri shell (desktop/) say to each other.
 * - The page calls three commands (spec §7) through Tauri's `invoke`: `initiate_oauth_login`
 *   opens the system browser on the identity provider (code + PKCE, redirect URI
 *   `<PUBLIC_URL>/auth/desktop-callback`), `get_valid_token` hands over an access token (refreshed
 *   first when under 300 s remain), `clear_stored_tokens` forgets them. The refresh token never
 *   leaves the shell: it stays in the operating system's credential store.
 * - That redirect page opens the app again through a custom URL scheme chosen by host (spec §2):
 *   the local scheme on localhost, the dev scheme when the host contains `dev.`, else the product's.
 * - The shell exchanges the code, then brings its window to `/auth/desktop-callback` with the
 *   outcome in `desktop_outcome`, where the page finishes the sign-in (or shows why not).
 * desktop/src/contract.rs mirrors every name here, and desktop/tauri*.conf.json the schemes;
 * desktop-contract.test.ts reads them, so the two sides cannot drift apart silently.
 */
import { z } from 'zod';

/** The commands' names, as Tauri registers them (the Rust functions' names). */
export const DESKTOP_COMMANDS = {
  initiateOauthLogin: 'initiate_oauth_login',
  clearStoredTokens: 'clear_stored_tokens',
  getValidToken: 'get_valid_token',
} as const;
export type DesktopCommand = (typeof DESKTOP_COMMANDS)[keyof typeof DESKTOP_COMMANDS];

/** `kc_idp_hint` values (spec §7); null signs in with e-mail on the provider's own page. */
export const DESKTOP_IDP_HINTS = ['google', 'microsoft', 'apple'] as const;

export const InitiateOauthLoginArgsSchema = z.object({
  idpHint: z.enum(DESKTOP_IDP_HINTS).nullable(),
});
export type InitiateOauthLoginArgs = z.infer<typeof InitiateOauthLoginArgsSchema>;

/** What `get_valid_token` answers: the tokens the page may hold, or null when signed out. */
export const DesktopTokenSchema = z.object({
  accessToken: z.string().min(1),
  idToken: z.string().min(1).nullable(),
  /** When the access token expires, epoch milliseconds (the shell's clock, which is the page's). */
  expiresAt: z.number().int().positive(),
});
export type DesktopToken = z.infer<typeof DesktopTokenSchema>;
export const GetValidTokenResultSchema = DesktopTokenSchema.nullable();

/** The payload and result of each command (none of the three takes or gives anything else). */
export const DESKTOP_COMMAND_SCHEMAS = {
  initiate_oauth_login: { args: InitiateOauthLoginArgsSchema, result: z.null() },
  clear_stored_tokens: { args: z.object({}), result: z.null() },
  get_valid_token: { args: z.object({}), result: GetValidTokenResultSchema },
} as const satisfies Record<DesktopCommand, { args: z.ZodType; result: z.ZodType }>;

/** The shell refreshes a token with less than this left before handing it over (spec §9). */
export const DESKTOP_REFRESH_MARGIN_SECONDS = 300;

/** The identity provider returns here, in the system browser; the shell brings its window here too. */
export const DESKTOP_CALLBACK_PATH = '/auth/desktop-callback';

/** The custom URL schemes, one per kind of deployment (each build registers its own). */
export const DESKTOP_SCHEMES = {
  production: 'quadrant',
  dev: 'quadrant-dev',
  local: 'quadrant-local',
} as const;
export type DesktopScheme = (typeof DESKTOP_SCHEMES)[keyof typeof DESKTOP_SCHEMES];

/** The hosts of a deployment on this machine (the local scheme's). */
export const DESKTOP_LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'] as const;
const LOCAL_HOSTS = new Set<string>(DESKTOP_LOCAL_HOSTS);

/** The scheme of the desktop build that belongs to a deployment on this host name (spec §2). */
export function desktopSchemeForHost(hostname: string): DesktopScheme {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host)) return DESKTOP_SCHEMES.local;
  if (host.includes('dev.')) return DESKTOP_SCHEMES.dev;
  return DESKTOP_SCHEMES.production;
}

/**
 * The link that hands the provider's answer to the app: `<scheme>://auth/desktop-callback` with
 * the page's own query and hash, unchanged (the shell checks `state` and exchanges `code`).
 */
export function desktopReturnLink(page: { hostname: string; search: string; hash: string }): string {
  return `${desktopSchemeForHost(page.hostname)}:/${DESKTOP_CALLBACK_PATH}${page.search}${page.hash}`;
}

/** The query parameter carrying the shell's outcome when it brings its window back. */
export const DESKTOP_OUTCOME_PARAM = 'desktop_outcome';

/**
 * How the sign-in that came back ended, as the shell saw it. The failures are the web sign-in's
 * own (the login page explains each): refused or abandoned at the provider, a state that does
 * not match the attempt, an ID token for another attempt, an exchange that failed, or a provider
 * that could not be reached.
 */
export const DESKTOP_OUTCOMES = [
  'signed-in',
  'cancelled',
  'invalid_state',
  'invalid_nonce',
  'failed',
  'unavailable',
] as const;
export const DesktopOutcomeSchema = z.enum(DESKTOP_OUTCOMES);
export type DesktopOutcome = z.infer<typeof DesktopOutcomeSchema>;
