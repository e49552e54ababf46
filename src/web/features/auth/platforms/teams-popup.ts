/**
 * The pages of Teams' sign-in popup (ADR 0050), which Teams opens over the tab:
 * - `/auth/teams-start` sends the popup to our identity provider with the attempt's public half the
 *   tab gave it. It takes no URL, so it can send the window nowhere but to our provider, and the
 *   provider returns only to the registered callback.
 * - `/auth/teams-callback` hands the provider's answer to Teams: the authorization response
 *   (code, state, iss) through `notifySuccess`, a refusal through `notifyFailure`. The tab
 *   redeems the code; no token is ever made here.
 * Opened anywhere but in Teams' popup, both say so instead of waiting.
 */
import { TeamsStartQuerySchema, type TeamsPopupFailure } from '../../../../shared/contracts/teams.ts';
import { buildAuthorizationUrl, loadOidc } from '../oidc-client.ts';
import { authentication, startTeamsSdk } from './teams-sdk.ts';
import { signInAsTeamsClient } from './teams-sign-in.ts';

/** What the page shows while it works, or why it stopped. */
export type PopupState = 'working' | 'not-in-teams' | 'failed';

async function notifyFailure(reason: TeamsPopupFailure): Promise<PopupState> {
  try {
    await startTeamsSdk();
  } catch {
    return 'not-in-teams';
  }
  authentication.notifyFailure(reason);
  return 'failed';
}

/** `/auth/teams-start`: on to the provider (resolves `working` as the page is left). */
export async function startTeamsPopup(search: string): Promise<PopupState> {
  const query = TeamsStartQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!query.success) return notifyFailure('failed');
  const { origin } = window.location;
  const q = query.data;
  let url: URL;
  try {
    signInAsTeamsClient(origin);
    url = await buildAuthorizationUrl(
      await loadOidc(),
      { state: q.state, nonce: q.nonce, codeChallenge: q.code_challenge },
      {
        idpHint: q.kc_idp_hint,
        register: q.register === '1',
        forceLogin: q.prompt === 'login',
        uiLocales: q.ui_locales ?? 'en',
      },
    );
  } catch {
    return notifyFailure('unavailable');
  }
  window.location.replace(url.href);
  return 'working';
}

/** The callback's answer to hand over: the response's three fields, or why there is none. */
export function popupResult(
  search: string,
): { ok: true; result: string } | { ok: false; reason: TeamsPopupFailure } {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error !== null) return { ok: false, reason: error === 'access_denied' ? 'cancelled' : 'failed' };
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { ok: false, reason: 'failed' };
  const relayed = new URLSearchParams({ code, state });
  const iss = params.get('iss');
  if (iss !== null) relayed.set('iss', iss);
  return { ok: true, result: relayed.toString() };
}

/** `/auth/teams-callback`: the answer to Teams, which closes the popup. */
export async function finishTeamsPopup(search: string): Promise<PopupState> {
  const answer = popupResult(search);
  if (!answer.ok) return notifyFailure(answer.reason);
  try {
    await startTeamsSdk();
  } catch {
    return 'not-in-teams';
  }
  authentication.notifySuccess(answer.result);
  return 'working';
}
