/**
 * Who may frame a response, and which pages may keep their opener (issue 31, ADR 0050).
 * Every response refuses to be framed by other sites (`frame-ancestors 'self'` and
 * `X-Frame-Options: SAMEORIGIN`, security.ts) except the Teams tab's documents, which Teams,
 * Outlook and the Microsoft 365 app show in a frame. Those name Microsoft's documented hosts in
 * frame-ancestors and send no X-Frame-Options (it cannot name them: a browser honouring it would
 * refuse every host). The tab's documents are:
 * - `/teams.html`, the manifest's contentUrl, and the `/teams…` redirects to the app;
 * - an app-shell page (`/app…`, `/auth/…`) asked for with `isTeams=true`: the entry's target
 *   and the login page opened from the tab;
 * - an app-shell page the tab itself loads into its own frame (`Sec-Fetch-Dest: iframe` with
 *   `Sec-Fetch-Site: same-origin`): the framed app navigates within its frame (a reload, the
 *   upgrade link), and such a frame was a tab entry to begin with, since nothing else of ours can
 *   be framed by another site. A cross-site frame (a host, or anyone) gets the entries only.
 * Public pages, the API, the identity provider's pages and static files are never the tab's.
 *
 * The sign-in popup's pages are not framed; they send no Cross-Origin-Opener-Policy, because a
 * page with one, opened by Teams (another origin), loses its opener and with it the way back to
 * the tab (Microsoft's guidance for tab authentication). The identity provider's answers to a
 * sign-in that returns to the popup drop it too (identity/teams-popup.ts). The pages that load the
 * Teams SDK may also fetch its list of Microsoft's host origins (TEAMS_SDK_CONNECT_SOURCES).
 */
import type { FastifyReply } from 'fastify';
import { carriesTeamsFlag, isTeamsPopupPath, TEAMS_ENTRY_PATH } from '../../shared/teams.ts';

/** Microsoft's documented frame ancestors for tabs in Teams, Outlook and the Microsoft 365 app. */
export const TEAMS_FRAME_ANCESTORS = [
  'teams.microsoft.com',
  '*.teams.microsoft.com',
  '*.cloud.microsoft',
  '*.microsoft365.com',
  '*.office.com',
  'outlook.office.com',
  'outlook.office365.com',
] as const;

/**
 * Where the Teams SDK asks for Microsoft's current list of host origins, on the pages that load it
 * (the tab's and the popup's): without it the SDK falls back to the list it was built with.
 */
export const TEAMS_SDK_CONNECT_SOURCES = ['https://res.cdn.office.net'] as const;

/** The request headers the decision reads (Fetch Metadata, sent by every current browser). */
export interface FramingRequest {
  pathname: string;
  search: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Paths the app shell answers (the SPA fallback): the app, sign-in and its returns. */
function isAppShellPath(pathname: string): boolean {
  return /^\/(app|auth|callback|auth-callback)(\/|$)/.test(pathname);
}

function header(req: FramingRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A document the framed tab loads into its own frame (see the header comment). */
function isOwnFrameNavigation(req: FramingRequest): boolean {
  return header(req, 'sec-fetch-dest') === 'iframe' && header(req, 'sec-fetch-site') === 'same-origin';
}

/** Whether this document is the Teams tab's: framable by Microsoft's hosts. */
export function isTeamsTabDocument(req: FramingRequest): boolean {
  const path = req.pathname.length > 1 ? req.pathname.replace(/\/+$/, '') : req.pathname;
  if (path === TEAMS_ENTRY_PATH || path === '/teams' || path.startsWith('/teams/')) return true;
  if (!isAppShellPath(path) || isTeamsPopupPath(path)) return false;
  return carriesTeamsFlag(req.search) || isOwnFrameNavigation(req);
}

/** Whether the answer depends on Fetch Metadata (caches must keep the variants apart). */
export function framingVariesByFetchMetadata(pathname: string): boolean {
  return isAppShellPath(pathname);
}

/** The sign-in popup's own pages (never framed; they keep their opener). */
export function isTeamsPopupPage(pathname: string): boolean {
  return isTeamsPopupPath(pathname);
}

/** A CSP whose frame-ancestors also names Microsoft's hosts (every other directive kept). */
export function withTeamsFrameAncestors(csp: string): string {
  // Helmet joins directives with ";", the pages' own policies with "; ": either is kept.
  return csp.replace(
    /(^|;\s*)frame-ancestors [^;]*/,
    `$1frame-ancestors 'self' ${TEAMS_FRAME_ANCESTORS.join(' ')}`,
  );
}

/** A CSP that also lets the Teams SDK fetch its origin list (every other directive kept). */
export function withTeamsSdkSources(csp: string): string {
  return csp.replace(/(^|;\s*)(connect-src [^;]*)/, `$1$2 ${TEAMS_SDK_CONNECT_SOURCES.join(' ')}`);
}

/** Framable by Microsoft's hosts: the CSP given (the page's own) with their names, no XFO. */
export function allowTeamsFraming(reply: FastifyReply, csp: string): void {
  reply
    .header('content-security-policy', withTeamsFrameAncestors(withTeamsSdkSources(csp)))
    .removeHeader('x-frame-options');
}

/** A page of the sign-in popup: the SDK's origin list reachable, the opener kept. */
export function teamsPopupPage(reply: FastifyReply, csp: string): void {
  reply.header('content-security-policy', withTeamsSdkSources(csp));
  keepOpener(reply);
}

/**
 * No Cross-Origin-Opener-Policy on this answer: on Fastify's reply and on the raw response (a
 * scope that writes the raw response itself copied the security headers there: headersToRaw).
 */
export function keepOpener(reply: FastifyReply): void {
  reply.removeHeader('cross-origin-opener-policy');
  reply.raw.removeHeader('cross-origin-opener-policy');
}
