/**
 * /app/admin/* — the operator's console: the admin guard, then the console's own frame (not the
 * board's header: back to the app, its navigation, language, the account menu with sign-out) and
 * its pages. One route module, with the pages as descendant routes: the console is one chunk,
 * and one entry in the route table that every page of the app loads first (issue 13), instead of
 * six. Nothing of it is in the board's first load.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useRoutes } from 'react-router';
import type { Language } from '../../../../shared/languages.ts';
import { ActivityPage } from '../../../features/admin/activity-page.tsx';
import { AdminGuard } from '../../../features/admin/admin-guard.tsx';
import { ADMIN_NS } from '../../../features/admin/admin-i18n.ts';
import { AdminShell } from '../../../features/admin/admin-shell.tsx';
import { DashboardPage } from '../../../features/admin/dashboard-page.tsx';
import { SubscriptionsPage } from '../../../features/admin/subscriptions-page.tsx';
import { UserDetailPage } from '../../../features/admin/user-detail-page.tsx';
import { UsersPage } from '../../../features/admin/users-page.tsx';
import { useAuthUser } from '../../../features/auth/use-session.ts';
import { meQuery } from '../../../features/profile/me-query.ts';
import { LanguageSwitch } from '../../../features/shell/components/language-switch.tsx';
import { SkipLink } from '../../../features/shell/components/skip-link.tsx';
import { UserMenu } from '../../../features/shell/components/user-menu.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { useSaveAccountPreference } from '../../account-preferences.ts';

function AdminFrame({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  const navigate = useNavigate();
  // As in the app's frame: the account's theme and language apply here too.
  useQuery({ ...meQuery, meta: { silent: true } });
  const savePreference = useSaveAccountPreference();
  return (
    <AdminShell
      skipLink={<SkipLink />}
      languageSwitch={
        <LanguageSwitch onLanguageChange={(language: Language) => savePreference.mutate({ language })} />
      }
      accountMenu={
        user && (
          <UserMenu
            user={user}
            onSignOut={() => void navigate('/auth/logout')}
            onThemeChange={(theme) => savePreference.mutate({ theme })}
          />
        )
      }
    >
      {children}
    </AdminShell>
  );
}

/** A page with its tab title ("Users · Admin · Quadrant"). */
function Page({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <DocumentTitle parts={[t(title), t('shell.title')]} />
      {children}
    </>
  );
}

function UserPage() {
  const { userId = '' } = useParams();
  // A new person is a new page: nothing (tab focus, an open dialog) carries over.
  return <UserDetailPage key={userId} userId={userId} />;
}

function AdminNotFound() {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('common:notFound.title')}</h1>
      <p className="text-slate-700">{t('common:notFound.body')}</p>
      <Link to="/app/admin" className="font-medium text-indigo-700 underline underline-offset-2">
        {t('shell.dashboard')}
      </Link>
    </div>
  );
}

/** The console's pages, as route objects (`<Routes>` would add its JSX reader to every page's first load). */
function AdminPages() {
  return useRoutes([
    {
      index: true,
      element: (
        <Page title="dashboard.title">
          <DashboardPage />
        </Page>
      ),
    },
    {
      path: 'users',
      element: (
        <Page title="users.title">
          <UsersPage />
        </Page>
      ),
    },
    {
      path: 'users/:userId',
      element: (
        <Page title="user.title">
          <UserPage />
        </Page>
      ),
    },
    {
      path: 'subscriptions',
      element: (
        <Page title="subscriptions.title">
          <SubscriptionsPage />
        </Page>
      ),
    },
    {
      path: 'activity',
      element: (
        <Page title="activity.title">
          <ActivityPage />
        </Page>
      ),
    },
    { path: '*', element: <AdminNotFound /> },
  ]);
}

export default function AdminRoute() {
  const userId = useAuthUser()?.id;
  // The app's guard renders nothing here without a signed-in person.
  if (!userId) return null;
  return (
    <AdminGuard key={userId} userId={userId}>
      <AdminFrame>
        <AdminPages />
      </AdminFrame>
    </AdminGuard>
  );
}
