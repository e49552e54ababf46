import { CalendarDays, Check, CreditCard, LifeBuoy, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isThemeChoice, setThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../../lib/theme.ts';
import { useThemeChoice } from '../../../lib/use-theme-choice.ts';
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

/**
 * The account button: who is signed in, their settings, support and calendar feed, a quick theme
 * choice (also on the settings page; `onThemeChange` saves it to the account), the way out.
 */
export function UserMenu({
  user,
  onSignOut,
  onThemeChange,
}: {
  user: ShellUser;
  onSignOut: () => void;
  onThemeChange?: (choice: ThemeChoice) => void;
}) {
  const { t } = useTranslation(SHELL_NS);
  const theme = useThemeChoice();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('accountMenu')}
        className="inline-flex size-10 coarse:size-11 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
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
            <Link to="/app/profile">
              <UserRound aria-hidden className="size-4" />
              {t('profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/app/subscription">
              <CreditCard aria-hidden className="size-4" />
              {t('subscription')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/app/calendar-settings">
              <CalendarDays aria-hidden className="size-4" />
              {t('calendarSettings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/app/support">
              <LifeBuoy aria-hidden className="size-4" />
              {t('support')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Label
            id="theme-menu-label"
            className="px-2 py-1.5 text-xs font-medium text-slate-500"
          >
            {t('theme.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-labelledby="theme-menu-label"
            value={theme}
            onValueChange={(value) => {
              if (!isThemeChoice(value)) return;
              setThemeChoice(value);
              onThemeChange?.(value);
            }}
          >
            {THEME_CHOICES.map((choice) => (
              <DropdownMenu.RadioItem
                key={choice}
                value={choice}
                className={menuItemClass}
                onSelect={(event) => event.preventDefault()}
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(`theme.${choice}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={menuItemClass} onSelect={onSignOut}>
            <LogOut aria-hidden className="size-4" />
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
