import { redirect } from 'react-router';
import { noteTeamsEntry } from '../../../lib/client-platform.ts';
import type { Route } from './+types/index.ts';

/**
 * /app opens the board, keeping the query. Teams' entry (`/teams/*` → `/app?isTeams=true`) is
 * remembered for the tab's session here, before the query is gone (spec §6 platform rules).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search } = new URL(request.url);
  noteTeamsEntry(search);
  return redirect(`/app/board${search}`);
}

export default function AppIndex() {
  return null;
}
