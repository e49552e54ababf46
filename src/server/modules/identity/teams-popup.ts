/**
 * The provider's answers to a sign-in in Teams' popup keep the popup's opener (ADR 0050). A
 * window Teams opened (another origin) loses its opener, and with it every way back to the tab,
 * as soon as any answer of its navigation, a redirect included, carries Cross-Origin-Opener-Policy:
 * Microsoft asks tab login pages to send none. So, in a browser whose latest authorization request
 * names the Teams callback as its redirect URI, the provider's answers (the authorization
 * endpoint's redirect, its pages, their form answers, the resume and the social returns) go without
 * it. A cookie scoped to the provider carries that for an hour; the next authorization request for
 * any other redirect URI ends it. Every other sign-in keeps `same-origin`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TEAMS_CALLBACK_PATH } from '../../../shared/teams.ts';
import type { Config } from '../../config.ts';
import { keepOpener } from '../../http/framing.ts';
import { KEYCLOAK_ROUTES, mountPath, REGISTRATIONS_PATH } from './paths.ts';

export const TEAMS_POPUP_COOKIE = 'quadrant_teams_popup';
const MAX_AGE_SECONDS = 60 * 60;

function cookie(config: Config, on: boolean): string {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const value = on ? `1; Max-Age=${MAX_AGE_SECONDS}` : '; Max-Age=0';
  return `${TEAMS_POPUP_COOKIE}=${value}; Path=${mountPath(config)}; HttpOnly; SameSite=Lax${secure}`;
}

function hasCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie ?? '';
  return header.split(/;\s*/).includes(`${TEAMS_POPUP_COOKIE}=1`);
}

/** Run for every request to the provider, after its security headers are on the raw response. */
export function teamsPopupOpener(config: Config, request: FastifyRequest, reply: FastifyReply): void {
  const url = new URL(request.url, 'http://localhost');
  const mount = mountPath(config);
  const starts =
    url.pathname === `${mount}${KEYCLOAK_ROUTES.authorization}` ||
    url.pathname === `${mount}${REGISTRATIONS_PATH}`;
  if (starts) {
    const teams = url.searchParams.get('redirect_uri') === `${config.publicUrl}${TEAMS_CALLBACK_PATH}`;
    if (teams || hasCookie(request)) reply.raw.appendHeader('set-cookie', cookie(config, teams));
    if (teams) keepOpener(reply);
    return;
  }
  if (hasCookie(request)) keepOpener(reply);
}
