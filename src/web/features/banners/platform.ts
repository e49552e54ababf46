/**
 * Which banner a browser gets (spec §2): the desktop widget on non-mobile browsers; the iOS banner
 * on iPhone/iPad browsers not running as an installed app. iPadOS presents itself as a Mac, so a
 * "Macintosh" with a touch screen counts as iOS.
 */
export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** Running as an installed (home-screen) app. */
  standalone: boolean;
}

export function isIOS({
  userAgent,
  maxTouchPoints,
}: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export function isMobile(traits: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    isIOS(traits) ||
    /Android|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|Windows Phone/i.test(traits.userAgent)
  );
}

export function showDesktopWidget(traits: BrowserTraits, dismissed: boolean): boolean {
  return !dismissed && !isMobile(traits);
}

export function showIOSBanner(traits: BrowserTraits, dismissed: boolean): boolean {
  return !dismissed && isIOS(traits) && !traits.standalone;
}

/** The current browser's traits; null outside a browser (prerender). */
export function currentBrowserTraits(): BrowserTraits | null {
  if (typeof window === 'undefined') return null;
  const nav: Navigator & { standalone?: boolean } = window.navigator;
  const standalone =
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  return { userAgent: nav.userAgent, maxTouchPoints: nav.maxTouchPoints ?? 0, standalone };
}
