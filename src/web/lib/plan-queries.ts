/**
 * The queries that show the person's plan: the billing overview (subscription, entitlements,
 * usage) and the account (its tier). Named here, outside any feature, because the sync socket
 * (workspace) refreshes them when the server says the plan changed on another device or by a
 * webhook, while the billing and profile features own them.
 */
import type { QueryClient } from '@tanstack/react-query';

export const BILLING_KEY = ['billing'] as const;
export const ME_KEY = ['me'] as const;

/** Refetches what is shown of the plan (only the queries on screen fetch now; the rest on use). */
export async function refreshPlan(client: QueryClient): Promise<void> {
  await Promise.all([
    // The overview and the invoices; not a checkout being verified or paid on screen.
    client.invalidateQueries({ queryKey: BILLING_KEY, exact: true }),
    client.invalidateQueries({ queryKey: [...BILLING_KEY, 'invoices'], exact: true }),
    client.invalidateQueries({ queryKey: ME_KEY, exact: true }),
  ]);
}
