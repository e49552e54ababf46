/**
 * /app/admin and below: the admin guard, then the console's own frame (not the board's header):
 * back to the app, the console's navigation, language, and the account menu with sign-out. Its
 * code is only in these routes' chunks, never in the board's first load.
 */
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import type { Language } from '../../../../../shared/languages.ts';
import { AdminGuard } from '../../../../features/admin/admin-guard.tsx';
import { AdminShell } from '../../../../features/admin/admin-shell.tsx';
import { useAuthUser } from '../../../../features/auth/use-session.ts';
import { meQuery } from '../../../../features/profile/me-query.ts';
import { LanguageSwitch } from '../../../../features/shell/components/language-switch.tsx';
import { SkipLink } from '../../../../features/shell/components/skip-link.tsx';
import { UserMenu } from '../../../../features/shell/components/user-menu.tsx';
import { useSaveAccountPreference } from '../../../account-preferences.ts';

function AdminFrame() {
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
      <Outlet />
    </AdminShell>
  );
}

export default function AdminLayout() {
  const userId = useAuthUser()?.id;
  // The app's guard renders nothing here without a signed-in person.
  if (!userId) return null;
  return (
    <AdminGuard key={userId} userId={userId}>
      <AdminFrame />
    </AdminGuard>
  );
}
