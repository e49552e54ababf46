/**
 * Finishing a desktop sign-in (spec §2, §7). The shell exchanged the code that came back through
 * the custom URL scheme and brought its window to /auth/desktop-callback with the outcome in
 * `desktop_outcome`; the page takes the shell's tokens into the session, with `isAdmin` false
 * whatever the token's roles (spec §3), and goes where the person was headed.
 */
import {
  DESKTOP_OUTCOME_PARAM,
  DesktopOutcomeSchema,
  type DesktopToken,
} from '../../../../shared/contracts/desktop.ts';
import type { SignInFailure } from '../oidc-client.ts';
import { takeReturnPath } from '../pending-sign-in.ts';
import { storeSignIn } from '../session-store.ts';
import { initSession, whilePageLeaves } from '../session.ts';
import { desktopTokenSet, getDesktopToken } from './desktop-commands.ts';

export type DesktopCompletion =
  { kind: 'signed-in'; to: string } | { kind: 'ignored' } | { kind: 'failed'; reason: SignInFailure };

async function complete(outcomeParam: string | null): Promise<DesktopCompletion> {
  if (initSession() === 'reloading') return whilePageLeaves();
  // Opened without an outcome (typed in, or an old history entry): nothing to finish.
  if (outcomeParam === null) return { kind: 'ignored' };
  const outcome = DesktopOutcomeSchema.safeParse(outcomeParam);
  if (!outcome.success) return { kind: 'failed', reason: 'failed' };
  if (outcome.data !== 'signed-in') return { kind: 'failed', reason: outcome.data };
  let token: DesktopToken | null;
  try {
    token = await getDesktopToken();
  } catch {
    return { kind: 'failed', reason: 'unavailable' };
  }
  const now = Date.now();
  if (!token || !storeSignIn(desktopTokenSet(token, now), now, { viaShell: true }))
    return { kind: 'failed', reason: 'failed' };
  return { kind: 'signed-in', to: takeReturnPath() };
}

let completing: { href: string; result: Promise<DesktopCompletion> } | null = null;

/**
 * Take the sign-in the shell reports in this page's URL. Never throws. A second call for the same
 * URL (React's strict effects) shares the first one's result.
 */
export function completeDesktopSignIn(pageUrl: URL): Promise<DesktopCompletion> {
  if (completing?.href !== pageUrl.href)
    completing = { href: pageUrl.href, result: complete(pageUrl.searchParams.get(DESKTOP_OUTCOME_PARAM)) };
  return completing.result;
}
