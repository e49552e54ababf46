/**
 * The frame of every admin page (spec §2 "Admin shell"): back to the app, the console's
 * navigation (Dashboard, Users, Subscriptions, Activity), language and the account menu (composed
 * by the route, with sign-out). On a phone the navigation is a row of its own under the bar that
 * scrolls sideways if a language's words are long, so every page stays one tap away.
 */
// Icons the app's first load already has (lucide's barrel brings every icon used anywhere into
// the shared core chunk, so a new one here would grow the board's first load).
import {
  ArrowLeft,
  CreditCard,
  LayoutGrid,
  List,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { ADMIN_NS } from './admin-i18n.ts';

const NAV: readonly { key: string; to: string; icon: LucideIcon; end?: boolean }[] = [
  { key: 'dashboard', to: '/app/admin', icon: LayoutGrid, end: true },
  { key: 'users', to: '/app/admin/users', icon: UserRound },
  { key: 'subscriptions', to: '/app/admin/subscriptions', icon: CreditCard },
  { key: 'activity', to: '/app/admin/activity', icon: List },
];

function AdminNav() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <nav aria-label={t('shell.nav')} className="overflow-x-auto px-1 sm:px-4">
      <ul className="flex gap-1">
        {NAV.map(({ key, to, icon: Icon, end }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={end ?? false}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium coarse:min-h-11',
                  isActive
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                  focusRing,
                )
              }
            >
              <Icon aria-hidden className="size-4 max-sm:hidden" />
              {t(`shell.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminShell({
  skipLink,
  languageSwitch,
  accountMenu,
  children,
}: {
  skipLink: ReactNode;
  languageSwitch: ReactNode;
  accountMenu: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="flex min-h-screen flex-col">
      {skipLink}
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-2 px-3 sm:px-6">
          <Link
            to="/app/board"
            aria-label={t('shell.backToApp')}
            className={cn(
              'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 coarse:h-11',
              focusRing,
            )}
          >
            <ArrowLeft aria-hidden className="size-4" />
            <span aria-hidden className="max-sm:hidden">
              {t('shell.backToApp')}
            </span>
          </Link>
          <span className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
            <ShieldCheck aria-hidden className="size-5 shrink-0 text-indigo-600" />
            <span className="truncate">{t('shell.title')}</span>
          </span>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {languageSwitch}
            {accountMenu}
          </div>
        </div>
        <AdminNav />
      </header>
      <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col focus:outline-none">
        {children}
      </main>
    </div>
  );
}
