/**
 * The Teams tab's login buttons (spec §6: only Teams' popup signs in there). The popup's code, and
 * the Teams SDK with it, load when a button is used, never with the web's login page.
 */
import type { TeamsSignInOptions, TeamsSignInOutcome } from './teams-sign-in.ts';

export async function signInFromTeams(opts: TeamsSignInOptions): Promise<TeamsSignInOutcome> {
  const { signInThroughTeams } = await import('./teams-sign-in.ts');
  return signInThroughTeams(opts);
}
