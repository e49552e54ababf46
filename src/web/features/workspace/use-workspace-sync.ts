/**
 * Keeps the workspace live while mounted: once the initial load has landed, opens the sync socket
 * with our cursor and feeds its batches into the cache; reminders that have just fired in a batch
 * are handed to `onFresh`; when the plan changes it refetches what shows the plan
 * (lib/plan-queries.ts); when the account's password changed elsewhere, or an admin ended its
 * sessions, it signs this device out, saying why. The token functions come from the auth feature, passed in by the route that composes
 * both. The signed-in app shell mounts it once, so every /app page has one socket (ADR 0053).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import type { SignedOutReason } from '../../../shared/contracts/sync.ts';
import { refreshPlan } from '../../lib/plan-queries.ts';
import { freshNotifications } from './fresh-notifications.ts';
import { startSyncSocket, syncSocketUrl } from './sync-socket.ts';
import { readWorkspace, receiveChanges, resyncWorkspace } from './workspace-query.ts';

/** The sign-out page, told why (the login page then says the password changed, or an admin acted). */
export const signedOutLogout = (reason: SignedOutReason) => `/auth/logout?reason=${reason}`;
export const PASSWORD_CHANGED_LOGOUT = signedOutLogout('password-changed');

export interface TokenSource {
  getValidAccessToken: () => Promise<string | null>;
  subscribeToken: (listener: (token: string | null) => void) => () => void;
}

export function useWorkspaceSync(
  tokens: TokenSource,
  enabled: boolean,
  onFresh?: (notifications: AppNotification[]) => void,
): void {
  const client = useQueryClient();
  const { getValidAccessToken, subscribeToken } = tokens;
  // The latest callback, without reopening the socket when it changes.
  const fresh = useRef(onFresh);
  useEffect(() => {
    fresh.current = onFresh;
  });
  useEffect(() => {
    if (!enabled) return;
    const socket = startSyncSocket({
      url: syncSocketUrl(window.location),
      getToken: getValidAccessToken,
      subscribeToken,
      getCursor: () => readWorkspace(client)?.version ?? 0,
      onChanges: (changes) => {
        const news = freshNotifications(readWorkspace(client), changes, Date.now());
        receiveChanges(client, changes);
        if (news.length > 0) fresh.current?.(news);
      },
      onResync: () => resyncWorkspace(client),
      onEntitlements: () => void refreshPlan(client),
      onSignedOut: (reason) => window.location.assign(signedOutLogout(reason)),
    });
    return () => socket.stop();
  }, [client, enabled, getValidAccessToken, subscribeToken]);
}
