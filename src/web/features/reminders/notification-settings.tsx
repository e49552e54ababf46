/**
 * Notification settings, self-contained (the profile page places it; until then it has its own
 * route): the channel switches, push on this device, and the per-quadrant policy grid. Each change
 * is saved at once; the server evaluates the policy when a reminder fires.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CHANNELS,
  type Channel,
  type NotificationSettings as Settings,
} from '../../../shared/contracts/notifications.ts';
import { QUADRANTS, type Quadrant } from '../../../shared/quadrants.ts';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { notificationSettingsQuery, useUpdateNotificationSettings } from './notification-settings-api.ts';
import { PushDevice, usePushDevice } from './push-device.tsx';
import { REMINDERS_NS } from './reminders-i18n.ts';

const checkbox = cn('size-5 shrink-0 accent-indigo-600', focusRing);

export function NotificationSettings({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation([REMINDERS_NS, 'common']);
  const settings = useQuery(notificationSettingsQuery);
  const update = useUpdateNotificationSettings();
  const push = usePushDevice(settings.data?.vapidPublicKey);
  const H = headingLevel === 2 ? 'h2' : 'h3';

  if (settings.isPending) return <p role="status">{t('settings.loading')}</p>;
  if (settings.isError) return <p role="alert">{t('settings.loadFailed')}</p>;
  const s: Settings = settings.data;

  function setChannel(channel: Channel, on: boolean) {
    update.mutate({ channels: { [channel]: on } });
    if (channel === 'push' && on && push.device?.supported && !push.device.subscribed) push.enable.mutate();
  }

  function setPolicy(q: Quadrant, channel: Channel, on: boolean) {
    const current = s.policy[q];
    const next = on
      ? CHANNELS.filter((c) => c === channel || current.includes(c))
      : current.filter((c) => c !== channel);
    update.mutate({ policy: { [q]: next } });
  }

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="notif-channels"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <H id="notif-channels" className="text-lg font-semibold text-slate-900">
          {t('settings.channels')}
        </H>
        <p className="text-sm text-slate-600">{t('settings.channelsIntro')}</p>
        <ul className="flex flex-col gap-3">
          {CHANNELS.map((c) => (
            <li key={c}>
              <label className="flex min-h-10 items-center justify-between gap-3 text-slate-900">
                <span>{t(`settings.channel.${c}`)}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className={checkbox}
                  checked={s.channels[c]}
                  onChange={(e) => setChannel(c, e.currentTarget.checked)}
                />
              </label>
              {c === 'push' && s.channels.push && (
                <div className="mt-2 border-s-2 border-slate-200 ps-3">
                  <PushDevice push={push} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="notif-policy"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <H id="notif-policy" className="text-lg font-semibold text-slate-900">
          {t('settings.policy')}
        </H>
        <p className="text-sm text-slate-600">{t('settings.policyIntro')}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-2 pe-2 text-start font-medium text-slate-700">
                  {t('settings.quadrant')}
                </th>
                {CHANNELS.map((c) => (
                  <th key={c} scope="col" className="px-1 py-2 text-center font-medium text-slate-700">
                    {t(`settings.channel.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {QUADRANTS.map((q) => {
                const name = t(`common:quadrants.${q}.label`);
                return (
                  <tr key={q} className="border-t border-slate-200">
                    <th scope="row" className="py-2 pe-2 text-start font-normal text-slate-900">
                      {name}
                    </th>
                    {CHANNELS.map((c) => (
                      <td key={c} className="px-1 py-2 text-center">
                        <input
                          type="checkbox"
                          className={checkbox}
                          aria-label={t('settings.policyCell', {
                            quadrant: name,
                            channel: t(`settings.channel.${c}`),
                          })}
                          checked={s.policy[q].includes(c)}
                          disabled={!s.channels[c]}
                          onChange={(e) => setPolicy(q, c, e.currentTarget.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <p className="text-sm text-slate-600">{t('settings.timeZone', { zone: s.timeZone })}</p>
      <p className="sr-only" role="status">
        {update.isSuccess ? t('settings.saved') : ''}
      </p>
    </div>
  );
}
