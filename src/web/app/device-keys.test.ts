/**
 * The keys sign-out keeps (browser-wipe.ts) are exactly the device's own choices, named where they
 * are used: a renamed key would otherwise be wiped (a lost choice) or, worse, a new key kept.
 */
import { describe, expect, it } from 'vitest';
import { DEVICE_LOCAL_KEYS } from '../features/auth/browser-wipe.ts';
import { DISMISSAL_KEYS } from '../features/banners/dismissal.ts';
import { CONSENT_STORAGE_KEY, REGION_CACHE_KEY } from '../features/consent/consent-rules.ts';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n.ts';
import { THEME_STORAGE_KEY } from '../lib/theme.ts';

describe('keys that survive sign-out', () => {
  it("are the language, the theme, the cookie choice and the banners' dismissals", () => {
    expect([...DEVICE_LOCAL_KEYS].sort()).toEqual(
      [
        LANGUAGE_STORAGE_KEY,
        THEME_STORAGE_KEY,
        CONSENT_STORAGE_KEY,
        REGION_CACHE_KEY,
        ...Object.values(DISMISSAL_KEYS),
      ].sort(),
    );
  });
});
