import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ThemeChoice } from '../../../lib/theme.ts';
import { SHELL_NS } from '../shell-i18n.ts';
import { UserMenu, type ShellUser } from './user-menu.tsx';

/** The bar above every signed-in page: home, sync status, quick add, notifications, language, account. */
export function AppHeader({
  user,
  languageSwitch,
  quickAdd,
  notifications,
  syncStatus,
  onSignOut,
  onThemeChange,
}: {
  user: ShellUser | null;
  languageSwitch: ReactNode;
  /** The global quick add's button (composed by the route). */
  quickAdd?: ReactNode;
  /** The notification centre's bell (composed by the route). */
  notifications?: ReactNode;
  /** Offline, changes waiting, syncing or all saved (composed by the route). */
  syncStatus?: ReactNode;
  onSignOut: () => void;
  /** Also told of a theme chosen in the account menu (the signed-in shell saves it to the account). */
  onThemeChange?: (choice: ThemeChoice) => void;
}) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-6">
        <Link
          to="/app/board"
          aria-label={t('home')}
          className="flex min-w-0 items-center justify-center gap-2 rounded-md px-1 text-lg font-semibold coarse:min-h-11 coarse:min-w-11 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {/* On phones the name gives way to the controls, whole rather than cut to "Quad…" (the
              mark stays, and the link keeps its label). */}
          <span className="truncate max-sm:hidden">{t('appName', { ns: 'common' })}</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {syncStatus}
          {quickAdd}
          {notifications}
          {languageSwitch}
          {user && (
            <UserMenu user={user} onSignOut={onSignOut} {...(onThemeChange ? { onThemeChange } : {})} />
          )}
        </div>
      </div>
    </header>
  );
}
