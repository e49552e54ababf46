/**
 * Cookie consent (spec §4, §5), as pure rules:
 * - the banner is for visitors whose browser time zone contains "Europe/" or "London"; when the
 *   time zone cannot be read it shows (asking is the safe failure); the answer is cached for the
 *   session;
 * - a stored choice ({ value, date } under `landing-cookie-consent`) hides it for good;
 * - analytics: accepted → on; rejected → off; no choice → on outside Europe, off (waiting) inside.
 */

export const CONSENT_STORAGE_KEY = 'landing-cookie-consent';
export const REGION_CACHE_KEY = 'cookie-consent-region';

export interface StoredConsent {
  value: 'accepted' | 'rejected';
  date: string;
}

export function isConsentTimeZone(timeZone: string): boolean {
  return timeZone.includes('Europe/') || timeZone.includes('London');
}

/** Whether this visitor must be asked first. Reads and fills the session cache. */
export function needsConsent(
  readTimeZone: () => string | undefined,
  session: Pick<Storage, 'getItem' | 'setItem'> | null,
): boolean {
  const cached = session?.getItem(REGION_CACHE_KEY);
  if (cached === 'consent') return true;
  if (cached === 'no-consent') return false;
  let result: boolean;
  try {
    const tz = readTimeZone();
    result = !tz || isConsentTimeZone(tz);
  } catch {
    result = true;
  }
  try {
    session?.setItem(REGION_CACHE_KEY, result ? 'consent' : 'no-consent');
  } catch {
    // Session storage blocked: detection simply runs again next page.
  }
  return result;
}

/**
 * Reads the stored choice, or null if absent or malformed. A hand-written check rather than a zod
 * schema: this runs on every public page's first load, where zod would add ~15 KB.
 */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { value, date } = data as Record<string, unknown>;
  return (value === 'accepted' || value === 'rejected') && typeof date === 'string' ? { value, date } : null;
}

export function consentRecord(value: StoredConsent['value'], now = new Date()): StoredConsent {
  return { value, date: now.toISOString() };
}

export interface ConsentState {
  showBanner: boolean;
  analytics: boolean;
}

export function consentState(stored: StoredConsent | null, mustAsk: boolean): ConsentState {
  if (stored) return { showBanner: false, analytics: stored.value === 'accepted' };
  return mustAsk ? { showBanner: true, analytics: false } : { showBanner: false, analytics: true };
}

export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
