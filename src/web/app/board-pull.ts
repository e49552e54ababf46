/**
 * The board's first workspace download, started before the board renders (the client entry on a
 * board URL, the board route's loader on an in-app navigation), unless this browser holds a fresh
 * persisted copy of the person's workspace: the restore shows that at once, and the sync socket
 * catches up from its cursor, so downloading and parsing 5,000 tasks would only compete with it.
 * Should the restore come back empty after all, the workspace query pulls as usual.
 */
import { getValidAccessToken } from '../features/auth/session.ts';
import { readStoredSession } from '../features/auth/stored-session.ts';
import { hasFreshPersistedCopy } from '../features/workspace/cache-marker.ts';
import { startWorkspacePull } from '../features/workspace/workspace-query.ts';

export function startBoardPull(): void {
  getValidAccessToken().then(
    (token) => {
      const userId = readStoredSession().user?.id;
      if (token && !(userId && hasFreshPersistedCopy(userId))) startWorkspacePull();
    },
    // The guard decides what a missing or ended session means; the board then loads the usual way.
    () => undefined,
  );
}
