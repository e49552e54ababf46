/**
 * Which Microsoft host the Teams tab runs in (Teams, Outlook or the Microsoft 365 app: one tab, one
 * package), as the Teams SDK's context said, kept for the tab's session beside `teamsContext`.
 * Read by the pages that name the host (the subscription page); written by the tab's start
 * (platforms/teams-sdk.ts). Apart from client-platform.ts, which every first load carries.
 */
import { TEAMS_HOST_KEY } from './client-platform.ts';

export type TeamsHost = 'teams' | 'outlook' | 'microsoft365';

/** Remembers the host for this tab's session. */
export function noteTeamsHost(host: TeamsHost): void {
  try {
    window.sessionStorage.setItem(TEAMS_HOST_KEY, host);
  } catch {
    // Storage refused: the tab is still Teams by its query; the host is named as Teams.
  }
}

/** The host the tab runs in, as far as this session knows (Teams until the SDK has said). */
export function teamsHost(): TeamsHost {
  try {
    const host = window.sessionStorage.getItem(TEAMS_HOST_KEY);
    return host === 'outlook' || host === 'microsoft365' ? host : 'teams';
  } catch {
    return 'teams';
  }
}
