/**
 * The sync socket on app pages other than the board (which opens its own): the subscription and
 * billing pages show the plan, so a change made on another device, or by a payment provider's
 * webhook, must reach them while they are open (issue 12). One socket per page, never two: the
 * board screen is not mounted where this is used.
 */
import { getValidAccessToken, subscribeToken } from '../features/auth/session.ts';
import { useWorkspaceStatus } from '../features/workspace/use-workspace.ts';
import { useWorkspaceSync } from '../features/workspace/use-workspace-sync.ts';

const TOKENS = { getValidAccessToken, subscribeToken };

export function useLiveWorkspace(): void {
  const status = useWorkspaceStatus();
  useWorkspaceSync(TOKENS, !status.isPending && !status.isError);
}
