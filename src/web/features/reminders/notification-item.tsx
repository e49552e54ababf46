/**
 * One notification in the centre: the task's title links to the task (and marks it read); its time;
 * a read/unread toggle and a snooze menu (10 minutes, an hour, tomorrow at 09:00).
 */
import { AlarmClock, Check, Circle } from 'lucide-react';
import { DropdownMenu } from '../../components/ui/dropdown-menu.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SNOOZES, type AppNotification, type Snooze } from '../../../shared/contracts/notifications.ts';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { menuContentClass, menuItemClass } from '../../components/ui/menu.tsx';
import { REMINDERS_NS } from './reminders-i18n.ts';

/** The snooze choices' words (the centre's menu and the reminder alerts'). */
export const SNOOZE_KEYS: Record<Snooze, string> = {
  '10m': 'centre.snooze10m',
  '1h': 'centre.snooze1h',
  tomorrow: 'centre.snoozeTomorrow',
};

const iconButton = cn(
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  focusRing,
);

export function NotificationItem({
  notification: n,
  onOpen,
  onRead,
  onSnooze,
}: {
  notification: AppNotification;
  onOpen: () => void;
  onRead: (read: boolean) => void;
  onSnooze: (snooze: Snooze) => void;
}) {
  const { t, i18n } = useTranslation(REMINDERS_NS);
  const unread = n.readAt === null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(n.firedAt),
  );
  return (
    <li className={cn('flex items-start gap-2 rounded-md px-2 py-2', unread && 'bg-indigo-50')}>
      <span className="mt-2 flex size-2 shrink-0" aria-hidden>
        {unread && <span className="size-2 rounded-full bg-indigo-600" />}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/app/task/${n.taskId}`}
          onClick={onOpen}
          className={cn(
            'block truncate rounded-sm text-sm text-slate-900 hover:underline',
            unread && 'font-semibold',
            focusRing,
          )}
        >
          {n.title}
          {unread && <span className="sr-only">{` (${t('centre.unreadMark')})`}</span>}
        </Link>
        <time dateTime={n.firedAt} className="text-xs text-slate-600">
          {when}
        </time>
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={
          unread ? t('centre.markRead', { title: n.title }) : t('centre.markUnread', { title: n.title })
        }
        onClick={() => onRead(unread)}
      >
        {unread ? <Check aria-hidden className="size-4" /> : <Circle aria-hidden className="size-4" />}
      </button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={iconButton} aria-label={t('centre.snooze', { title: n.title })}>
          <AlarmClock aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={cn(menuContentClass, 'z-[60]')}>
            {SNOOZES.map((s) => (
              <DropdownMenu.Item key={s} className={menuItemClass} onSelect={() => onSnooze(s)}>
                {t(SNOOZE_KEYS[s])}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}
