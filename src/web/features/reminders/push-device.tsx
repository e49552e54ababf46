/**
 * Push on this device: whether this browser is subscribed, and the button that asks the browser's
 * permission and subscribes (or unsubscribes). The browser's state is read through a query, so
 * nothing is loaded in an effect; what the browser refused is said in words.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  disablePush,
  enablePush,
  PUSH_DEVICE_KEY,
  pushDeviceState,
  type EnableOutcome,
} from './push-client.ts';
import { REMINDERS_NS } from './reminders-i18n.ts';

const OUTCOME_KEYS: Record<Exclude<EnableOutcome, 'enabled'>, string> = {
  denied: 'settings.pushDenied',
  unsupported: 'settings.pushUnsupported',
  failed: 'settings.pushFailed',
};

export function usePushDevice(vapidPublicKey: string | undefined) {
  const client = useQueryClient();
  const device = useQuery({ queryKey: PUSH_DEVICE_KEY, queryFn: pushDeviceState, staleTime: Infinity });
  const refresh = () => client.invalidateQueries({ queryKey: PUSH_DEVICE_KEY });
  const enable = useMutation({
    mutationFn: () =>
      vapidPublicKey ? enablePush(vapidPublicKey) : Promise.resolve<EnableOutcome>('failed'),
    onSettled: refresh,
  });
  const disable = useMutation({ mutationFn: disablePush, onSettled: refresh });
  return { device: device.data, enable, disable };
}

export function PushDevice({ push }: { push: ReturnType<typeof usePushDevice> }) {
  const { t } = useTranslation(REMINDERS_NS);
  const { device, enable, disable } = push;
  if (!device) return null;
  if (!device.supported) return <p className="text-sm text-slate-600">{t('settings.pushUnsupported')}</p>;
  const outcome = enable.data;
  const busy = enable.isPending || disable.isPending;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700" role="status">
        {device.subscribed ? t('settings.pushOn') : t('settings.pushOff')}
      </p>
      {device.permission === 'denied' && !device.subscribed && (
        <p className="text-sm text-red-700">{t('settings.pushDenied')}</p>
      )}
      {outcome && outcome !== 'enabled' && device.permission !== 'denied' && (
        <p role="alert" className="text-sm text-red-700">
          {t(OUTCOME_KEYS[outcome])}
        </p>
      )}
      <div>
        {device.subscribed ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => disable.mutate()}>
            {t('settings.pushDisable')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => enable.mutate()}>
            {t('settings.pushEnable')}
          </Button>
        )}
      </div>
    </div>
  );
}
