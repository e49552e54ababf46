import { CalendarDays, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_NS } from '../shell-i18n.ts';
import { menuContentClass, menuItemClass } from './menu-styles.ts';

export interface ShellUser {
  name: string;
  email: string;
}

function initials(user: ShellUser): string {
  const source = user.name.trim() || user.email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase();
}

/** The account button: who is signed in, their settings, and the way out. */
export function UserMenu({ user, onSignOut }: { user: ShellUser; onSignOut: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('accountMenu')}
        className="inline-flex size-10 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span aria-hidden>{initials(user)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Label className="max-w-72 px-2 py-2">
            <span className="block text-xs text-slate-500">{t('signedInAs')}</span>
            <span className="block truncate font-semibold text-slate-900">{user.name}</span>
            {user.email !== user.name && <span className="block truncate text-slate-600">{user.email}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/app/calendar-settings">
              <CalendarDays aria-hidden className="size-4" />
              {t('calendarSettings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={onSignOut}>
            <LogOut aria-hidden className="size-4" />
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
