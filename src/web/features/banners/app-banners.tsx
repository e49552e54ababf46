import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { languageFromPath } from '../../lib/public-language.ts';
import { useAppStoreId } from './app-store.ts';
import { DesktopWidget } from './desktop-widget.tsx';
import { DISMISSAL_KEYS, useDismissed } from './dismissal.ts';
import { IOSBanner } from './ios-banner.tsx';
import { currentBrowserTraits, showDesktopWidget, showIOSBanner, type BrowserTraits } from './platform.ts';

/** Pages that are the app itself: the banners advertise the app, so they stay out of it. */
const APP_PATHS = /^\/(app|auth|callback|auth-callback)(\/|$)/;

let traits: BrowserTraits | null = null;
function readTraits(): BrowserTraits | null {
  traits ??= currentBrowserTraits();
  return traits;
}
const noSubscribe = () => () => {};

/**
 * The app-store banners of the public pages; decided in the browser only (prerendered HTML has
 * none), and only where the deployment has an App Store app to offer.
 */
export function AppBanners() {
  const { pathname } = useLocation();
  const { lng, basePath } = languageFromPath(pathname);
  const browser = useSyncExternalStore(noSubscribe, readTraits, () => null);
  const widgetDismissed = useDismissed(DISMISSAL_KEYS.desktopWidget);
  const iosDismissed = useDismissed(DISMISSAL_KEYS.iosBanner);
  // Nothing to offer until the deployment names its App Store app (no placeholder listing).
  const appStoreId = useAppStoreId();
  const offered = !APP_PATHS.test(basePath) && appStoreId !== null;
  const ios = !!browser && offered && showIOSBanner(browser, iosDismissed);
  const desktop = !!browser && offered && !ios && showDesktopWidget(browser, widgetDismissed);
  useEffect(() => {
    if (ios || desktop) void loadNamespaces(lng, ['banners']);
  }, [ios, desktop, lng]);
  if (ios && appStoreId !== null) return <IOSBanner lng={lng} appStoreId={appStoreId} />;
  if (desktop && appStoreId !== null) return <DesktopWidget lng={lng} appStoreId={appStoreId} />;
  return null;
}
