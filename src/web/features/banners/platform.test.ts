import { describe, expect, it } from 'vitest';
import { isIOS, isMobile, showDesktopWidget, showIOSBanner, type BrowserTraits } from './platform.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
  ipadOS:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};

function traits(userAgent: string, extra: Partial<BrowserTraits> = {}): BrowserTraits {
  return { userAgent, maxTouchPoints: 0, standalone: false, ...extra };
}

describe('banner rules by browser', () => {
  it('recognises iPhone browsers and iPadOS (a Mac with touch) as iOS', () => {
    expect(isIOS(traits(UA.iphoneSafari))).toBe(true);
    expect(isIOS(traits(UA.iphoneChrome))).toBe(true);
    expect(isIOS(traits(UA.ipadOS, { maxTouchPoints: 5 }))).toBe(true);
    expect(isIOS(traits(UA.macSafari))).toBe(false);
    expect(isIOS(traits(UA.androidChrome))).toBe(false);
  });

  it('shows the iOS top banner on iOS browsers only, not in the installed app, not after dismissal', () => {
    expect(showIOSBanner(traits(UA.iphoneSafari), false)).toBe(true);
    expect(showIOSBanner(traits(UA.ipadOS, { maxTouchPoints: 5 }), false)).toBe(true);
    expect(showIOSBanner(traits(UA.iphoneSafari, { standalone: true }), false)).toBe(false);
    expect(showIOSBanner(traits(UA.iphoneSafari), true)).toBe(false);
    expect(showIOSBanner(traits(UA.androidChrome), false)).toBe(false);
    expect(showIOSBanner(traits(UA.windowsChrome), false)).toBe(false);
  });

  it('shows the desktop widget on non-mobile browsers only, until dismissed', () => {
    for (const ua of [UA.windowsChrome, UA.linuxFirefox, UA.macSafari]) {
      expect(isMobile(traits(ua))).toBe(false);
      expect(showDesktopWidget(traits(ua), false)).toBe(true);
      expect(showDesktopWidget(traits(ua), true)).toBe(false);
    }
    for (const t of [
      traits(UA.iphoneSafari),
      traits(UA.androidChrome),
      traits(UA.ipadOS, { maxTouchPoints: 5 }),
    ]) {
      expect(showDesktopWidget(t, false)).toBe(false);
    }
  });
});
