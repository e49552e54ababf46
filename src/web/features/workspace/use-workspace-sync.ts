/**
 * Keeps the workspace live while mounted: once the initial load has landed, opens the sync socket
 * with our cursor and feeds its batches into the cache; when the plan changes it refetches what
 * shows the plan (lib/plan-queries.ts); when the account's password changed elsewhere it signs
 * this device out, saying why. The token functions come from the auth feature, passed in by the
 * route that composes both.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshPlan } from '../../lib/plan-queries.ts';
import { startSyncSocket, syncSocketUrl } from './sync-socket.ts';
import { readWorkspace, receiveChanges, resyncWorkspace } from './workspace-query.ts';

/** The sign-out page, told why (the login page then says the password changed). */
export const PASSWORD_CHANGED_LOGOUT = '/auth/logout?reason=password-changed';

export interface TokenSource {
  getValidAccessToken: () => Promise<string | null>;
  subscribeToken: (listener: (token: string | null) => void) => () => void;
}

export function useWorkspaceSync(tokens: TokenSource, enabled: boolean): void {
  const client = useQueryClient();
  const { getValidAccessToken, subscribeToken } = tokens;
  useEffect(() => {
    if (!enabled) return;
    const socket = startSyncSocket({
      url: syncSocketUrl(window.location),
      getToken: getValidAccessToken,
      subscribeToken,
      getCursor: () => readWorkspace(client)?.version ?? 0,
      onChanges: (changes) => receiveChanges(client, changes),
      onResync: () => resyncWorkspace(client),
      onEntitlements: () => void refreshPlan(client),
      onSignedOut: () => window.location.assign(PASSWORD_CHANGED_LOGOUT),
    });
    return () => socket.stop();
  }, [client, enabled, getValidAccessToken, subscribeToken]);
}
