/**
 * The notification centre in the app's header: a bell with the unread count, and a popover listing
 * what reminders left (newest first) with mark read, mark all read, snooze and a way to the
 * settings. Notifications are a synced entity kind, so they arrive here live over the sync socket.
 * Mounting it also keeps the server's copy of the person's time zone current (settings query), and
 * lets the service worker open a task in this tab when a push notification is clicked.
 */
import { useQuery } from '@tanstack/react-query';
import { Bell, Settings } from 'lucide-react';
import { Popover } from '../../components/ui/popover.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { useNotificationMutations } from '../workspace/reminder-mutations.ts';
import { useNotifications } from '../workspace/use-workspace.ts';
import { NotificationItem } from './notification-item.tsx';
import { notificationSettingsQuery } from './notification-settings-api.ts';
import { REMINDERS_NS } from './reminders-i18n.ts';

/** The service worker asks an open tab to show a task (sw-push.js, on a notification click). */
function useOpenFromServiceWorker() {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!data || typeof data !== 'object' || !('type' in data) || data.type !== 'quadrant:open') return;
      const url = 'url' in data && typeof data.url === 'string' ? data.url : '';
      if (/^\/app\/task\/[\w-]+$/.test(url)) void navigate(url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}

function keepOpenForMenus(event: Event) {
  if (event.target instanceof Element && event.target.closest('[role=menu]')) event.preventDefault();
}

export function NotificationCentre() {
  const { t, i18n } = useTranslation(REMINDERS_NS);
  useQuery(notificationSettingsQuery);
  useOpenFromServiceWorker();
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const actions = useNotificationMutations();
  const unread = list.reduce((n, x) => n + (x.readAt === null ? 1 : 0), 0);
  const label =
    unread > 0 ? `${t('centre.title')}, ${t('centre.unread', { count: unread })}` : t('centre.title');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 coarse:size-11',
          focusRing,
        )}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="unread-count"
            className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <span className="sr-only" aria-live="polite">
        {unread > 0 ? t('centre.unread', { count: unread }) : ''}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('centre.title')}
          // A notification's snooze menu is portalled outside: using it keeps the centre open.
          onInteractOutside={keepOpenForMenus}
          className="z-50 flex max-h-[min(32rem,80vh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg bg-white text-slate-900 shadow-lg ring-1 ring-slate-200 focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
            <h2 className="text-sm font-semibold">{t('centre.title')}</h2>
            <button
              type="button"
              disabled={unread === 0}
              onClick={() => actions.markAllRead()}
              className={cn(
                'rounded-md px-2 py-1 text-sm text-indigo-700 hover:bg-indigo-50 disabled:cursor-default disabled:text-slate-500 disabled:hover:bg-transparent',
                focusRing,
              )}
            >
              {t('centre.markAllRead')}
            </button>
          </div>
          {list.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-slate-600">{t('centre.empty')}</p>
          ) : (
            <ul className="min-h-0 flex-1 overflow-y-auto p-1" aria-label={t('centre.title')}>
              {list.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={() => {
                    if (n.readAt === null) actions.markRead(n.id);
                    setOpen(false);
                  }}
                  onRead={(read) => actions.markRead(n.id, read)}
                  onSnooze={(s) =>
                    void actions.snooze(n, s).then(({ until }) =>
                      toast.success(
                        t('centre.snoozed', {
                          when: new Intl.DateTimeFormat(i18n.language, {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }).format(new Date(until)),
                        }),
                      ),
                    )
                  }
                />
              ))}
            </ul>
          )}
          <div className="border-t border-slate-200 px-3 py-2">
            <Link
              to="/app/profile#notifications"
              onClick={() => setOpen(false)}
              className={cn(
                'inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm text-indigo-700 hover:underline',
                focusRing,
              )}
            >
              <Settings aria-hidden className="size-4" />
              {t('centre.settings')}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
