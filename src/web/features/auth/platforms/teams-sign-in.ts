/**
 * Signing in from the Teams tab (ADR 0050). The tab starts the attempt as the web does (the PKCE
 * verifier, state and nonce stay in its session storage) and asks Teams to open our popup page
 * with the attempt's public half. What comes back through Teams is the provider's authorization
 * response, never a token; the tab redeems the code with its verifier and keeps the session as
 * the web does. A closed popup, a refusal at the provider or a blocked window is a failure the
 * login page names, with its buttons free again.
 */
import * as oauth from 'oauth4webapi';
import { TeamsAuthResponseSchema } from '../../../../shared/contracts/teams.ts';
import { TEAMS_CALLBACK_PATH, TEAMS_START_PATH } from '../../../../shared/teams.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { LoginError } from '../login-errors.ts';
import { setOidcPlatform, type IdentityProvider } from '../oidc-client.ts';
import { clearPendingSignIn, createPendingSignIn } from '../pending-sign-in.ts';
import { completeSignIn } from '../sign-in.ts';
import { authentication, startTeamsSdk } from './teams-sdk.ts';

export interface TeamsSignInOptions {
  idpHint?: IdentityProvider | undefined;
  register?: boolean | undefined;
  forceLogin?: boolean | undefined;
}

export type TeamsSignInOutcome = { kind: 'signed-in'; to: string } | { kind: 'failed'; reason: LoginError };

/** The size Teams is asked to give the popup (it may choose another). */
const POPUP = { width: 600, height: 680 };

/** The web client, returning to the popup's callback page instead of /callback. */
export function signInAsTeamsClient(origin: string): void {
  setOidcPlatform({
    clientId: (config) => config.clientId,
    redirectUri: `${origin}${TEAMS_CALLBACK_PATH}`,
  });
}

/** The popup's start page for this attempt (the page builds the provider's URL itself). */
export function teamsStartUrl(
  origin: string,
  attempt: { state: string; nonce: string; codeChallenge: string },
  opts: TeamsSignInOptions & { uiLocales: string },
): string {
  const url = new URL(TEAMS_START_PATH, origin);
  const params = url.searchParams;
  params.set('state', attempt.state);
  params.set('nonce', attempt.nonce);
  params.set('code_challenge', attempt.codeChallenge);
  if (opts.idpHint) params.set('kc_idp_hint', opts.idpHint);
  if (opts.forceLogin) params.set('prompt', 'login');
  if (opts.register) params.set('register', '1');
  params.set('ui_locales', opts.uiLocales);
  return url.href;
}

/** Why Teams' popup ended without a response: ours (notifyFailure) or Teams' own. */
export function popupFailure(err: unknown): LoginError {
  const reason = err instanceof Error ? err.message : String(err);
  if (reason === 'CancelledByUser' || reason === 'cancelled') return 'cancelled';
  if (reason === 'FailedToOpenWindow') return 'popup_blocked';
  if (reason === 'unavailable') return 'unavailable';
  return 'failed';
}

/** The callback URL the provider gave the popup, rebuilt from what Teams relayed; null if unreadable. */
export function relayedCallback(origin: string, result: string): URL | null {
  const parsed = TeamsAuthResponseSchema.safeParse(Object.fromEntries(new URLSearchParams(result)));
  if (!parsed.success) return null;
  const url = new URL(TEAMS_CALLBACK_PATH, origin);
  for (const [key, value] of Object.entries(parsed.data))
    if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** Sign in through Teams' popup; never throws. */
export async function signInThroughTeams(opts: TeamsSignInOptions): Promise<TeamsSignInOutcome> {
  const { origin } = window.location;
  let result: string;
  try {
    await startTeamsSdk();
    signInAsTeamsClient(origin);
    const pending = createPendingSignIn();
    const codeChallenge = await oauth.calculatePKCECodeChallenge(pending.verifier);
    const url = teamsStartUrl(origin, { ...pending, codeChallenge }, { ...opts, uiLocales: i18n.language });
    result = await authentication.authenticate({ url, ...POPUP });
  } catch (err) {
    clearPendingSignIn();
    return { kind: 'failed', reason: popupFailure(err) };
  }
  const callback = relayedCallback(origin, result);
  if (!callback) {
    clearPendingSignIn();
    return { kind: 'failed', reason: 'failed' };
  }
  const outcome = await completeSignIn(callback);
  if (outcome.kind === 'signed-in') return outcome;
  return { kind: 'failed', reason: outcome.kind === 'ignored' ? 'failed' : outcome.reason };
}
