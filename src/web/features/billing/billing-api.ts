/**
 * Plans and payments on the client: the overview (subscription, entitlements, usage) and invoices
 * as queries, and the writes that change them. A change refreshes both; the sync socket refreshes
 * them too when the plan changed elsewhere (lib/plan-queries.ts), so another device's upgrade,
 * cancel or a webhook shows here at once.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscription,
  completeTestCheckout,
  getBilling,
  getTestCheckout,
  listInvoices,
  openBillingPortal,
  reactivateSubscription,
  restoreApplePurchase,
  startCheckout,
  verifyCheckout,
  type CheckoutBody,
} from '../../../shared/contracts/billing.ts';
import { api } from '../../lib/api.ts';
import { nativePurchases } from '../../lib/client-platform.ts';
import { BILLING_KEY } from '../../lib/plan-queries.ts';

export const billingQuery = queryOptions({
  queryKey: BILLING_KEY,
  queryFn: ({ signal }) => api(getBilling, { signal }),
  // The pages say what failed where it failed; no toast on top.
  meta: { silent: true },
  refetchOnWindowFocus: true,
});

export const invoicesQuery = queryOptions({
  queryKey: [...BILLING_KEY, 'invoices'],
  queryFn: ({ signal }) => api(listInvoices, { signal }),
  meta: { silent: true },
});

export const testCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'test-checkout', sessionId],
    queryFn: ({ signal }) => api(getTestCheckout, { params: { sessionId }, signal }),
    retry: false,
    meta: { silent: true },
  });

export const verifyQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'verify', sessionId],
    queryFn: () => api(verifyCheckout, { body: { sessionId } }),
    retry: 2,
    staleTime: Infinity,
    meta: { silent: true },
  });

function useRefreshBilling() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: BILLING_KEY });
}

/** Leaves for the checkout page (ours in test mode, the provider's otherwise). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) => api(startCheckout, { body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function usePayTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (outcome: 'pay' | 'cancel') =>
      api(completeTestCheckout, { params: { sessionId }, body: { outcome } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: () => api(cancelSubscription), onSuccess: refresh });
}

export function useReactivateSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: () => api(reactivateSubscription), onSuccess: refresh });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api(openBillingPortal),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Restore purchases (iOS): each App Store transaction the shell holds, linked on the server. */
export function useRestorePurchases() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async () => {
      const purchases = (await nativePurchases()?.restore()) ?? [];
      for (const body of purchases) await api(restoreApplePurchase, { body });
      return purchases.length;
    },
    onSuccess: refresh,
  });
}
