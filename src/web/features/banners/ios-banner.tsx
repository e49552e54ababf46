import { LayoutGrid, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/languages.ts';
import { appStoreLink } from '../../../shared/app-store.ts';
import { DISMISSAL_KEYS, dismiss } from './dismissal.ts';
import './banners.css';
import './banners-i18n.ts';

/** The 72 px top banner on iOS browsers (not in the installed app). */
export function IOSBanner({ lng, appStoreId }: { lng: Language; appStoreId: number }) {
  const { t } = useTranslation('banners', { lng });
  // Makes room above fixed headers while shown (see banners.css).
  useEffect(() => {
    document.documentElement.dataset.iosBanner = 'open';
    return () => {
      delete document.documentElement.dataset.iosBanner;
    };
  }, []);
  return (
    <aside
      aria-label={t('ios.label')}
      className="ios-banner fixed inset-x-0 top-0 z-50 flex h-[72px] items-center gap-3 border-b border-slate-200 bg-slate-50 px-3"
    >
      <button
        type="button"
        onClick={() => dismiss(DISMISSAL_KEYS.iosBanner)}
        aria-label={t('dismissBanner')}
        className="rounded-md p-1 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X aria-hidden className="size-4" />
      </button>
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white"
      >
        <LayoutGrid className="size-6" />
      </span>
      <div className="min-w-0 flex-1 leading-tight">
        <p className="truncate font-semibold text-slate-900">Quadrant</p>
        <p className="line-clamp-2 text-xs text-slate-600">{t('ios.subtitle')}</p>
      </div>
      <a
        href={appStoreLink(appStoreId, 'mobile_button')}
        className="rounded-full bg-indigo-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('ios.get')}
      </a>
    </aside>
  );
}
