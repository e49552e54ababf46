/**
 * How the console writes money, dates, rates, usage and times (spec §2 "Admin pages", §9), in the
 * reader's language through Intl. Pure, so each rule has its own test.
 */
import { cachedFormatter } from '../../lib/intl-cache.ts';

/** An amount in minor units (cents) in its own currency: 900, USD → "$9.00". */
export function formatCents(cents: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export function formatCount(value: number, lng: string): string {
  return new Intl.NumberFormat(lng).format(value);
}

/** Spec §9: active subscriptions over total users, as a percent ("12.5%"); none of none is 0 %. */
export function conversionRate(activeSubscriptions: number, totalUsers: number, lng: string): string {
  const rate = totalUsers > 0 ? activeSubscriptions / totalUsers : 0;
  return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/**
 * Spec §2 "dates short US format": "Dec 7, 2026" in English; other languages write the same short
 * date their own way ("7 déc. 2026").
 */
export function formatShortDate(iso: string, lng: string): string {
  const format = cachedFormatter(
    `admin-date:${lng}`,
    () => new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', year: 'numeric' }),
  );
  return format.format(new Date(iso));
}

/** A moment with its time of day ("Dec 7, 2026, 6:48 PM"). */
export function formatDateTime(iso: string, lng: string): string {
  const format = cachedFormatter(
    `admin-datetime:${lng}`,
    () => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  return format.format(new Date(iso));
}

/** The usage thresholds at which a capped count reads "100+" / "500+" (spec §9). */
export const USAGE_CAPS = { boards: 100, tasks: 500 } as const;

/**
 * Spec §9: usage is shown with a plus sign when the count is capped and at its threshold (boards
 * ≥ 100, tasks ≥ 500): the server stops counting there, so "500" would be a false exact figure.
 */
export function formatUsage(value: number, cap: number, isCapped: boolean, lng: string): string {
  const n = formatCount(value, lng);
  return isCapped && value >= cap ? `${n}+` : n;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  { kind: 'justNow' } | { kind: 'relative'; text: string } | { kind: 'date'; text: string };

/**
 * Spec §2: "Just now" under a minute, then N minutes, N hours, N days ago while under 7 days, else
 * the full date and time. A time slightly in the future (a clock ahead of ours) reads "Just now".
 */
export function relativeTime(iso: string, now: number, lng: string): RelativeTime {
  const elapsed = now - Date.parse(iso);
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed >= 7 * DAY) return { kind: 'date', text: formatDateTime(iso, lng) };
  const format = cachedFormatter(
    `admin-relative:${lng}`,
    () => new Intl.RelativeTimeFormat(lng, { numeric: 'always' }),
  );
  if (elapsed < HOUR)
    return { kind: 'relative', text: format.format(-Math.floor(elapsed / MINUTE), 'minute') };
  if (elapsed < DAY) return { kind: 'relative', text: format.format(-Math.floor(elapsed / HOUR), 'hour') };
  return { kind: 'relative', text: format.format(-Math.floor(elapsed / DAY), 'day') };
}

/** The Stripe dashboard's page for a customer (spec §2 "View in Stripe"). */
export function stripeCustomerUrl(customerId: string): string {
  return `https://dashboard.stripe.com/customers/${encodeURIComponent(customerId)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
