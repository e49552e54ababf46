import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/guard.ts';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { FullPageStatus } from '../../../features/auth/components/full-page-status.tsx';
import { browserDataReady, wipeBrowserData } from '../../../features/auth/browser-wipe.ts';
import { rememberReturnPath } from '../../../features/auth/pending-sign-in.ts';
import { useSessionStore } from '../../../features/auth/session-store.ts';
import {
  getValidAccessToken,
  initSession,
  sessionNeedsRefresh,
  whilePageLeaves,
} from '../../../features/auth/session.ts';
import { useAuthUser, useIsAuthenticated } from '../../../features/auth/use-session.ts';
import { useOfflineWorkspace } from '../../../features/workspace/use-offline-workspace.ts';
import { TASK_NS } from '../../../features/task/i18n.ts';
import { loginPage } from '../../../lib/client-platform.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/**
 * Everything under /app is for signed-in people: someone who is not is sent to the login page
 * before anything renders, and comes back to the path they asked for afterwards.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (initSession() === 'reloading') return whilePageLeaves();
  if (!useSessionStore.getState().isAuthenticated) {
    const url = new URL(request.url);
    rememberReturnPath(`${url.pathname}${url.search}`);
    return redirect(loginPage());
  }
  return null;
}

/**
 * 'Loading authentication...' while the session settles. On a task link, the signed-in person
 * sees what the link's page says next ('Loading task...' and the id), never the signed-out text:
 * a signed-out visitor is on the login page by then, which says why (login.forTask).
 */
function LoadingAuthentication() {
  const { t } = useTranslation([AUTH_NS, TASK_NS]);
  const { pathname } = useLocation();
  const taskId = /^\/app\/task\/([^/]+)/.exec(pathname)?.[1];
  const title = taskId ? t(`${TASK_NS}:link.loading`) : t('guard.loading');
  return (
    <>
      <DocumentTitle parts={[title]} />
      <FullPageStatus title={title} description={taskId?.slice(0, 8)} />
    </>
  );
}

export function HydrateFallback() {
  return <LoadingAuthentication />;
}

/** The session ended while the app was open (refused refresh, rejected token, another tab). */
function SessionEnded() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    queryClient.clear();
    // Signed out elsewhere (another tab, an expired session): nothing of theirs stays here either.
    void wipeBrowserData();
    rememberReturnPath(`${pathname}${search}${hash}`);
    void navigate(loginPage('/auth/login?error=expired'), { replace: true });
  }, [queryClient, navigate, pathname, search, hash]);
  return <LoadingAuthentication />;
}

/**
 * 'Loading authentication...' while a token close to expiry is refreshed at start (so the app does
 * not open only to close again if the session is over) and this person's workspace is restored
 * from the device (offline-first: it stops, before anything else, when the session ends); then the
 * app, as long as the session lasts.
 */
export default function Guard() {
  const isAuthenticated = useIsAuthenticated();
  const userId = useAuthUser()?.id ?? null;
  const offlineReady = useOfflineWorkspace(isAuthenticated ? userId : null, browserDataReady);
  const [settled, setSettled] = useState(() => !sessionNeedsRefresh());
  useEffect(() => {
    if (settled) return;
    let current = true;
    void getValidAccessToken().then(() => {
      if (current) setSettled(true);
    });
    return () => {
      current = false;
    };
  }, [settled]);
  if (!isAuthenticated) return <SessionEnded />;
  return settled && offlineReady ? <Outlet /> : <LoadingAuthentication />;
}
