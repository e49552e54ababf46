import { redirect } from 'react-router';
import type { Route } from './+types/index.ts';

/** /app opens the board, keeping the query (e.g. ?isTeams=true from the Teams entry). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/app/board${search}`);
}

export default function AppIndex() {
  return null;
}
