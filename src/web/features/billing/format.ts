/** Money and dates as the person's language writes them. */
export function formatMoney(cents: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(lng, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

export function formatDate(value: string | number | Date, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long' }).format(new Date(value));
}

/** The plan's name key: the free tier is called `basic` in data and "Free" in words. */
export function tierKey(tier: string): string {
  return tier === 'basic' ? 'free' : tier;
}
