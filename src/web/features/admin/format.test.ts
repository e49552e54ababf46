import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  formatCents,
  formatShortDate,
  formatUsage,
  relativeTime,
  stripeCustomerUrl,
} from './format.ts';

const NOW = Date.parse('2026-12-07T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative time (spec §2: Just now, minutes, hours, days under 7 days, else the date)', () => {
  it('reads "just now" under a minute, and for a clock slightly ahead of ours', () => {
    expect(relativeTime(ago(0), NOW, 'en')).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(59_999), NOW, 'en')).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(-5_000), NOW, 'en')).toEqual({ kind: 'justNow' });
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(MIN), NOW, 'en')).toEqual({ kind: 'relative', text: '1 minute ago' });
    expect(relativeTime(ago(59 * MIN + 59_000), NOW, 'en')).toEqual({
      kind: 'relative',
      text: '59 minutes ago',
    });
    expect(relativeTime(ago(HOUR), NOW, 'en')).toEqual({ kind: 'relative', text: '1 hour ago' });
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), NOW, 'en')).toEqual({
      kind: 'relative',
      text: '23 hours ago',
    });
    expect(relativeTime(ago(DAY), NOW, 'en')).toEqual({ kind: 'relative', text: '1 day ago' });
    expect(relativeTime(ago(7 * DAY - 1), NOW, 'en')).toEqual({ kind: 'relative', text: '6 days ago' });
  });

  it('switches to the full date and time at 7 days', () => {
    const at = ago(7 * DAY);
    const when = relativeTime(at, NOW, 'en');
    expect(when.kind).toBe('date');
    expect(when).toEqual({
      kind: 'date',
      text: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    });
    expect(when.kind === 'date' && when.text).toMatch(/Nov 30, 2026/);
  });

  it('speaks the reader’s language', () => {
    expect(relativeTime(ago(3 * HOUR), NOW, 'fr')).toEqual({ kind: 'relative', text: 'il y a 3 heures' });
    expect(relativeTime(ago(2 * DAY), NOW, 'de')).toEqual({ kind: 'relative', text: 'vor 2 Tagen' });
  });
});

describe('usage with a plus sign when capped (spec §9)', () => {
  it('adds "+" to a capped count at or over its threshold', () => {
    expect(formatUsage(100, 100, true, 'en')).toBe('100+');
    expect(formatUsage(500, 500, true, 'en')).toBe('500+');
    expect(formatUsage(1200, 500, true, 'en')).toBe('1,200+');
  });

  it('shows the count as it is below the threshold, or when not capped', () => {
    expect(formatUsage(99, 100, true, 'en')).toBe('99');
    expect(formatUsage(499, 500, true, 'en')).toBe('499');
    expect(formatUsage(100, 100, false, 'en')).toBe('100');
  });
});

describe('money, rates, dates and links', () => {
  it('writes cents in the record’s own currency', () => {
    expect(formatCents(900, 'USD', 'en')).toBe('$9.00');
    expect(formatCents(7900, 'eur', 'en')).toBe('€79.00');
    expect(formatCents(123_456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('rates active subscriptions over people as a percent, and none of none as 0 %', () => {
    expect(conversionRate(25, 200, 'en')).toBe('12.5%');
    expect(conversionRate(1, 3, 'en')).toBe('33.3%');
    expect(conversionRate(0, 0, 'en')).toBe('0%');
  });

  it('writes dates in the short US format in English', () => {
    expect(formatShortDate('2026-12-07T12:00:00.000Z', 'en')).toBe('Dec 7, 2026');
  });

  it('links a Stripe customer to their dashboard page', () => {
    expect(stripeCustomerUrl('cus_123')).toBe('https://dashboard.stripe.com/customers/cus_123');
  });
});
