/**
 * Reminders that have just fired, shown where the person is looking, on every signed-in page
 * (ADR 0053): a card under the header with the task's title, "Open" (the task, marked read),
 * "Snooze" (the snooze choices the server knows) and a dismiss button that leaves the reminder
 * unread in the centre. When the page is hidden, a system notification too (system-notification.ts).
 */
import { AlarmClock, BellRing, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SNOOZES, type AppNotification, type Snooze } from '../../../shared/contracts/notifications.ts';
import { cn } from '../../components/ui/cn.ts';
import { DropdownMenu } from '../../components/ui/dropdown-menu.tsx';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { menuContentClass, menuItemClass } from '../../components/ui/menu.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useNotificationMutations } from '../workspace/reminder-mutations.ts';
import { useNotifications } from '../workspace/use-workspace.ts';
import { SNOOZE_KEYS } from './notification-item.tsx';
import { dismissReminderAlert, useReminderAlerts } from './reminder-alerts.ts';
import { REMINDERS_NS } from './reminders-i18n.ts';
import { closeSystemNotification } from './system-notification.ts';

const actionClass = cn(
  'inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium coarse:min-h-11',
  focusRing,
);

function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
}

function ReminderAlert({ notification: n }: { notification: AppNotification }) {
  const { t, i18n } = useTranslation(REMINDERS_NS);
  const actions = useNotificationMutations();

  function settle() {
    dismissReminderAlert(n.id);
    void closeSystemNotification(n);
  }

  function snooze(choice: Snooze) {
    settle();
    void actions.snooze(n, choice).then(({ until }) =>
      toast.success(
        t('centre.snoozed', {
          when: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(until),
          ),
        }),
      ),
    );
  }

  return (
    <li
      role="status"
      data-reminder-alert={n.id}
      className="pointer-events-auto flex flex-col gap-2 rounded-lg bg-white p-3 text-slate-900 shadow-lg ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-2">
        <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <p className="min-w-0 flex-1">
          <span className="block text-xs font-medium text-slate-600">
            {t('alert.heading', { when: formatWhen(n.firedAt, i18n.language) })}
          </span>
          <span className="block font-semibold break-words">{n.title}</span>
        </p>
        <button
          type="button"
          aria-label={t('alert.dismiss', { title: n.title })}
          onClick={() => dismissReminderAlert(n.id)}
          className={cn(
            'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 coarse:size-11',
            focusRing,
          )}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            aria-label={t('centre.snooze', { title: n.title })}
            className={cn(actionClass, 'text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50')}
          >
            <AlarmClock aria-hidden className="size-4" />
            {t('alert.snooze')}
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={cn(menuContentClass, 'z-[60]')}>
              {SNOOZES.map((choice) => (
                <DropdownMenu.Item key={choice} className={menuItemClass} onSelect={() => snooze(choice)}>
                  {t(SNOOZE_KEYS[choice])}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <Link
          to={`/app/task/${n.taskId}`}
          aria-label={t('alert.openLabel', { title: n.title })}
          onClick={() => {
            actions.markRead(n.id);
            settle();
          }}
          className={cn(actionClass, 'bg-indigo-600 text-white hover:bg-indigo-700')}
        >
          {t('alert.open')}
        </Link>
      </div>
    </li>
  );
}

/** Up while unread: a reminder read elsewhere (the centre, another device) leaves by itself. */
function useShownAlerts(): AppNotification[] {
  const alerts = useReminderAlerts();
  const current = useNotifications();
  const shown = useMemo(() => {
    const byId = new Map(current.map((n) => [n.id, n]));
    return alerts.filter((a) => byId.get(a.id)?.readAt === null);
  }, [alerts, current]);
  useEffect(() => {
    for (const a of alerts) if (!shown.includes(a)) dismissReminderAlert(a.id);
  }, [alerts, shown]);
  return shown;
}

export function ReminderAlertList() {
  const { t } = useTranslation(REMINDERS_NS);
  const shown = useShownAlerts();
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={t('alert.region')}
      className="pointer-events-none fixed inset-x-2 top-16 z-50 flex flex-col sm:start-auto sm:end-4 sm:w-96"
    >
      <ul className="flex flex-col gap-2">
        {shown.map((n) => (
          <ReminderAlert key={n.id} notification={n} />
        ))}
      </ul>
    </section>
  );
}
