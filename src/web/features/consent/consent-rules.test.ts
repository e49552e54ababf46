import { describe, expect, it } from 'vitest';
import {
  REGION_CACHE_KEY,
  consentRecord,
  consentState,
  isConsentTimeZone,
  needsConsent,
  parseStoredConsent,
} from './consent-rules.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('cookie consent rules', () => {
  it.each([
    ['Europe/Paris', true],
    ['Europe/Berlin', true],
    ['Europe/London', true],
    ['Europe/Lisbon', true],
    ['Atlantic/Canary', false],
    ['America/New_York', false],
    ['Asia/Tokyo', false],
    ['Etc/UTC', false],
    ['Australia/Sydney', false],
  ])('time zone %s asks first: %s', (tz, expected) => {
    expect(isConsentTimeZone(tz)).toBe(expected);
    expect(needsConsent(() => tz, memoryStorage())).toBe(expected);
  });

  it('treats a "London" zone outside Europe/ as needing consent too', () => {
    expect(isConsentTimeZone('GB-London')).toBe(true);
  });

  it('shows the banner when the time zone cannot be detected', () => {
    expect(
      needsConsent(() => {
        throw new Error('Intl unavailable');
      }, memoryStorage()),
    ).toBe(true);
    expect(needsConsent(() => undefined, memoryStorage())).toBe(true);
  });

  it('caches the detection for the session', () => {
    const session = memoryStorage();
    let calls = 0;
    const tz = () => {
      calls++;
      return 'Europe/Madrid';
    };
    expect(needsConsent(tz, session)).toBe(true);
    expect(session.data.get(REGION_CACHE_KEY)).toBe('consent');
    expect(needsConsent(() => 'America/Chicago', session)).toBe(true);
    expect(calls).toBe(1);
    expect(needsConsent(() => 'Europe/Madrid', memoryStorage({ [REGION_CACHE_KEY]: 'no-consent' }))).toBe(
      false,
    );
  });

  it('accept loads analytics, reject skips it, and either hides the banner', () => {
    expect(consentState(consentRecord('accepted'), true)).toEqual({ showBanner: false, analytics: true });
    expect(consentState(consentRecord('rejected'), true)).toEqual({ showBanner: false, analytics: false });
    expect(consentState(consentRecord('rejected'), false)).toEqual({ showBanner: false, analytics: false });
  });

  it('without a choice: a European visitor waits with the banner, others get analytics', () => {
    expect(consentState(null, true)).toEqual({ showBanner: true, analytics: false });
    expect(consentState(null, false)).toEqual({ showBanner: false, analytics: true });
  });

  it('stores the choice with its date and reads back only well-formed records', () => {
    const record = consentRecord('accepted', new Date('2026-11-21T10:00:00Z'));
    expect(record).toEqual({ value: 'accepted', date: '2026-11-21T10:00:00.000Z' });
    expect(parseStoredConsent(JSON.stringify(record))).toEqual(record);
    expect(parseStoredConsent('accepted')).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ value: 'maybe', date: 'x' }))).toBeNull();
    expect(parseStoredConsent(null)).toBeNull();
  });
});
