/**
 * The desktop shell's three commands (spec §7), called through Tauri's own `invoke` with payloads
 * and results checked against the shared contract (src/shared/contracts/desktop.ts). The shell
 * does the OAuth work and keeps the tokens in the operating system's credential store; the
 * refresh token never reaches the page. Loaded only inside the desktop app.
 */
import { invoke } from '@tauri-apps/api/core';
import {
  DESKTOP_COMMAND_SCHEMAS,
  DESKTOP_COMMANDS,
  type DesktopCommand,
  type DesktopToken,
} from '../../../../shared/contracts/desktop.ts';
import type { IdentityProvider, RefreshOutcome, TokenSet } from '../oidc-client.ts';

/** Tauri answers a command that returns nothing with null (or undefined through some bridges). */
async function call(command: DesktopCommand, args: Record<string, unknown>): Promise<unknown> {
  return (await invoke(command, args)) ?? null;
}

/** Open the system browser on the provider's page (null: e-mail; else Google, Microsoft, Apple). */
export async function startDesktopSignIn(idpHint: IdentityProvider | null): Promise<void> {
  const schemas = DESKTOP_COMMAND_SCHEMAS[DESKTOP_COMMANDS.initiateOauthLogin];
  schemas.result.parse(await call(DESKTOP_COMMANDS.initiateOauthLogin, schemas.args.parse({ idpHint })));
}

/** The shell's tokens, refreshed first when close to expiry; null when it holds none. */
export async function getDesktopToken(): Promise<DesktopToken | null> {
  const schemas = DESKTOP_COMMAND_SCHEMAS[DESKTOP_COMMANDS.getValidToken];
  return schemas.result.parse(await call(DESKTOP_COMMANDS.getValidToken, {}));
}

/** Forget the shell's tokens (sign-out). Best effort: a shell that cannot answer holds none we reach. */
export async function clearDesktopTokens(): Promise<void> {
  try {
    await call(DESKTOP_COMMANDS.clearStoredTokens, {});
  } catch {
    // Nothing more the page can do; the next sign-in replaces whatever the shell kept.
  }
}

export function desktopTokenSet(token: DesktopToken, now: number): TokenSet {
  return {
    accessToken: token.accessToken,
    // Kept by the shell: the page asks it for a fresh access token instead.
    refreshToken: undefined,
    idToken: token.idToken ?? undefined,
    expiresIn: Math.max(0, (token.expiresAt - now) / 1000),
  };
}

/** The session's refresh on the desktop: the shell refreshes with the refresh token it keeps. */
export async function refreshThroughDesktop(): Promise<RefreshOutcome> {
  let token: DesktopToken | null;
  try {
    token = await getDesktopToken();
  } catch {
    return { kind: 'unavailable' };
  }
  // None: the provider refused the shell's refresh (it forgot them), or it was signed out.
  return token ? { kind: 'ok', tokens: desktopTokenSet(token, Date.now()) } : { kind: 'rejected' };
}
