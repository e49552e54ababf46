import { Smartphone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/languages.ts';
import { APP_STORE_QR_PATH, QR_SIZE, appStoreLink } from '../../../shared/app-store.ts';
import { DISMISSAL_KEYS, dismiss } from './dismissal.ts';
import './banners-i18n.ts';

/** Bottom-right card on desktop browsers: a QR code to the iOS app, and a button to its store page. */
export function DesktopWidget({ lng, appStoreId }: { lng: Language; appStoreId: number }) {
  const { t } = useTranslation('banners', { lng });
  return (
    <aside
      aria-labelledby="desktop-widget-title"
      className="fixed right-4 bottom-4 z-40 w-64 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-xl"
    >
      <button
        type="button"
        onClick={() => dismiss(DISMISSAL_KEYS.desktopWidget)}
        aria-label={t('dismissWidget')}
        className="absolute top-2 right-2 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X aria-hidden className="size-4" />
      </button>
      <p
        id="desktop-widget-title"
        className="flex items-center justify-center gap-1.5 font-semibold text-slate-900"
      >
        <Smartphone aria-hidden className="size-4 text-indigo-600" />
        {t('desktop.title')}
      </p>
      <p className="text-sm text-slate-600">{t('desktop.subtitle')}</p>
      <img
        src={`${APP_STORE_QR_PATH}?id=${appStoreId}`}
        width={QR_SIZE}
        height={QR_SIZE}
        alt={t('desktop.qrAlt')}
        className="mx-auto mt-3"
        decoding="async"
      />
      <p className="mt-1 text-xs text-slate-600">{t('desktop.scan')}</p>
      <a
        href={appStoreLink(appStoreId, 'desktop_button')}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex w-full items-center justify-center rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('desktop.view')}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </aside>
  );
}
