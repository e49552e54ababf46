/**
 * An App Store subscription as our subscription row (ADR 0029). Every notification and every
 * restored transaction carries the whole state of the subscription as Apple signed it at
 * `signedDate`, so the state to apply is computed from that alone, and an older one never
 * overwrites a newer one (`state_at`): notifications applied in any order converge.
 */
import type {
  JWSRenewalInfoDecodedPayload,
  JWSTransactionDecodedPayload,
} from '@apple/app-store-server-library';
import type { AppStoreConfig } from '../../config-billing.ts';
import type { Writer } from '../sync/write.ts';
import * as repo from './billing.repo.ts';
import type { SubscriptionCause } from './subscription-activity.ts';
import { entitledTier, GRANTED, type SubscriptionRow } from './subscription-state.ts';

/** What Apple told us, already verified: the latest transaction, its renewal info, the status. */
export interface AppleSnapshot {
  transaction: JWSTransactionDecodedPayload;
  renewal?: JWSRenewalInfoDecodedPayload | undefined;
  /** Notification V2 `data.status` (1 active … 5 revoked), when a notification carried it. */
  status?: number | undefined;
  notificationType?: string | undefined;
  subtype?: string | undefined;
  /** When Apple signed this state (ms): the order in which states are applied. */
  signedAt: number;
}

const ENDED_TYPES = new Set(['EXPIRED', 'GRACE_PERIOD_EXPIRED', 'REFUND', 'REVOKE']);

/** Apple's status (or, without one, what the notification and the dates say) as the spec's. */
export function appleStatus(s: AppleSnapshot, now: number): string {
  const t = s.transaction;
  if (t.revocationDate !== undefined) return 'canceled';
  if (s.notificationType && ENDED_TYPES.has(s.notificationType)) return 'canceled';
  const trial = t.offerDiscountType === 'FREE_TRIAL';
  switch (s.status) {
    case 1:
      return trial ? 'trialing' : 'active';
    case 2:
    case 5:
      return 'canceled';
    case 3:
      // Billing retry without a grace period: Apple has stopped the service until it is paid.
      return 'inactive';
    case 4:
      // Billing grace period: still entitled while Apple retries the payment.
      return 'past_due';
    default:
      if (t.expiresDate !== undefined && t.expiresDate <= s.signedAt && t.expiresDate <= now)
        return 'canceled';
      return trial ? 'trialing' : 'active';
  }
}

function intervalOf(productId: string | undefined, products: AppStoreConfig['products']) {
  if (productId === products.yearly) return 'yearly';
  if (productId === products.monthly) return 'monthly';
  return null;
}

/** Will it stop at the period's end: auto-renew turned off (renewal info, or the notification). */
function endsAtPeriodEnd(s: AppleSnapshot): boolean {
  if (s.renewal?.autoRenewStatus !== undefined) return s.renewal.autoRenewStatus === 0;
  if (s.notificationType === 'DID_CHANGE_RENEWAL_STATUS') return s.subtype === 'AUTO_RENEW_DISABLED';
  return false;
}

export function appleRow(
  userId: string,
  s: AppleSnapshot,
  products: AppStoreConfig['products'],
  previous: SubscriptionRow | undefined,
  now: number,
): SubscriptionRow {
  const t = s.transaction;
  const interval = intervalOf(t.productId, products);
  const status = appleStatus(s, now);
  const live = status === 'active' || status === 'trialing';
  return {
    userId,
    provider: 'apple',
    tier: interval ? 'pro' : 'basic',
    status,
    billingInterval: interval,
    currentPeriodStart: t.purchaseDate ?? null,
    currentPeriodEnd: t.expiresDate ?? null,
    cancelAtPeriodEnd: live && endsAtPeriodEnd(s) ? 1 : 0,
    trialEnd: t.offerDiscountType === 'FREE_TRIAL' ? (t.expiresDate ?? null) : null,
    trialUsedAt: previous?.trialUsedAt ?? now,
    // Another provider's customer id is kept, should the person return to it.
    customerId: previous?.customerId ?? null,
    providerSubscriptionId: t.originalTransactionId ?? null,
    stateAt: s.signedAt,
    updatedAt: now,
  };
}

/**
 * Applies an Apple state to the person's subscription, unless a newer Apple state is already
 * there. A subscription billed here (Stripe, test mode) that still entitles is never replaced by
 * an App Store one: the person would pay twice; that answers `billedHere` and changes nothing.
 * A plan an admin granted (billed by nobody) gives way to an App Store plan that entitles.
 */
export async function applyAppleSnapshot(
  w: Writer,
  s: AppleSnapshot,
  products: AppStoreConfig['products'],
  cause: SubscriptionCause,
): Promise<{ outcome: 'applied' | 'older' | 'billedHere'; row: SubscriptionRow | undefined }> {
  const previous = await repo.findSubscription(w.trx, w.userId);
  if (previous?.provider === 'apple' && previous.stateAt > s.signedAt)
    return { outcome: 'older', row: previous };
  const row = appleRow(w.userId, s, products, previous, w.now);
  const paidOverGift = previous?.provider === GRANTED && entitledTier(row) !== 'basic';
  if (previous && previous.provider !== 'apple' && entitledTier(previous) !== 'basic' && !paidOverGift)
    return { outcome: 'billedHere', row: previous };
  await repo.writeSubscription(w, row, cause);
  await repo.setUserTier(w.trx, w.userId, entitledTier(row));
  return { outcome: 'applied', row };
}
