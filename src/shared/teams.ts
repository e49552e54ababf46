/**
 * The Teams and Outlook tab's addresses (issue 31, spec §2), shared by the server (which lets only
 * the tab's documents be framed by Microsoft's hosts), the identity provider (which accepts the
 * popup's callback as a redirect URI), the manifest and the web app. Names only, no schema
 * library: the app's first load imports this.
 * - `/teams.html` is the manifest's contentUrl: it opens the app at `/app?isTeams=true`.
 * - The sign-in popup Teams opens (`authentication.authenticate`) starts at TEAMS_START_PATH and
 *   comes back from the identity provider to TEAMS_CALLBACK_PATH (ADR 0050).
 */
export const TEAMS_ENTRY_PATH = '/teams.html';
export const TEAMS_START_PATH = '/auth/teams-start';
export const TEAMS_CALLBACK_PATH = '/auth/teams-callback';

/** The sign-in popup's own pages (opened by Teams over the tab, never framed). */
export function isTeamsPopupPath(pathname: string): boolean {
  return pathname === TEAMS_START_PATH || pathname === TEAMS_CALLBACK_PATH;
}

/** The query parameter that says a page is the Teams tab's (spec §2 "/app?isTeams=true"). */
export const TEAMS_QUERY_PARAM = 'isTeams';

/** Whether a query string (with or without its `?`) marks the Teams tab. */
export function carriesTeamsFlag(search: string): boolean {
  return new URLSearchParams(search).get(TEAMS_QUERY_PARAM) === 'true';
}
