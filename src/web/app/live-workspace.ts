/**
 * The live connection of every signed-in page (ADR 0053): the app shell mounts it once, so the
 * board, the settings, support, the calendar feed and the billing pages all have the workspace
 * loaded (the notification centre's list included, fresh after a reload) and one sync socket per
 * tab feeding it, whatever page the tab opened on. A plan change made on another device, or by a
 * payment provider's webhook, reaches the page at once (ADR 0030); so does a reminder that fires.
 */
import type { AppNotification } from '../../shared/contracts/notifications.ts';
import { getValidAccessToken, subscribeToken } from '../features/auth/session.ts';
import { useWorkspaceStatus } from '../features/workspace/use-workspace.ts';
import { useWorkspaceSync } from '../features/workspace/use-workspace-sync.ts';

const TOKENS = { getValidAccessToken, subscribeToken };

export function useLiveWorkspace(onFresh: (notifications: AppNotification[]) => void): void {
  // Starts the workspace's load on any page (a restored copy counts): the socket needs a cursor.
  const status = useWorkspaceStatus();
  useWorkspaceSync(TOKENS, !status.isPending && !status.isError, onFresh);
}
