/**
 * Microsoft's Teams JavaScript SDK, started once per page: in the tab, and in the sign-in popup's
 * pages. Only ever loaded by dynamic import, inside Teams (ADR 0050): the web app's own pages do
 * not carry it. In the tab, the host's context says which host the tab runs in (Teams, Outlook or
 * the Microsoft 365 app), kept with `teamsContext` for the session.
 */
import { app, authentication } from '@microsoft/teams-js';
import { isTeamsPopupPath } from '../../../../shared/teams.ts';
import { noteTeamsHost, type TeamsHost } from '../../../lib/teams-host.ts';

export { authentication };

let started: Promise<void> | null = null;

/** `app.initialize()`, once per page; a failure is forgotten so that the next call tries again. */
export function startTeamsSdk(): Promise<void> {
  started ??= app.initialize().catch((err: unknown) => {
    started = null;
    throw err;
  });
  return started;
}

/** Our name for the host the SDK reports. */
export function hostOf(name: string | undefined): TeamsHost {
  if (name === 'Outlook' || name === 'OutlookWin32') return 'outlook';
  if (name === 'Office') return 'microsoft365';
  return 'teams';
}

/**
 * The tab's start: the SDK, then the host it runs in, remembered for this session. The sign-in
 * popup's own pages start the SDK themselves, as the popup they are (teams-popup.ts).
 */
export async function startTeamsTab(): Promise<void> {
  if (isTeamsPopupPath(window.location.pathname)) return;
  await startTeamsSdk();
  const context = await app.getContext();
  noteTeamsHost(hostOf(context.app.host.name));
}
