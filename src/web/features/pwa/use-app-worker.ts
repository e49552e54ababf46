/**
 * Starts the service worker from the app shell and shows "Update available" as a toast that stays
 * until the person acts on it (ADR 0027): reloading is their choice, so nothing typed is lost.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store.ts';
import { applyUpdate, startAppWorker } from './app-worker.ts';
import { PWA_NS } from './pwa-i18n.ts';

const UPDATE_TOAST_KEY = 'pwa-update';

export function useAppWorker(): void {
  const { t } = useTranslation(PWA_NS);
  useEffect(
    () =>
      startAppWorker((event) => {
        const waiting = event.kind === 'ready' ? event.waiting : null;
        toast.info(event.kind === 'ready' ? t('update.available') : t('update.applied'), {
          key: UPDATE_TOAST_KEY,
          duration: 0,
          action: { label: t('update.reload'), run: () => applyUpdate(waiting) },
        });
      }),
    [t],
  );
}
