/**
 * The iOS app's App Store bridge (`window.quadrantPurchases`, lib/client-platform.ts; ADR 0029),
 * over StoreKit 2 through @capgo/native-purchases. Rules:
 * - a purchase carries the account token the server handed out, so Apple's notifications name the
 *   person; what the page gets back is Apple's signed transaction (JWS), which the server verifies;
 * - restoring asks the App Store to sync, then hands over the signed transactions of this Apple
 *   ID's current subscriptions only (not every transaction the device ever saw);
 * - a purchase the person cancels in Apple's sheet is null, not an error.
 */
import { NativePurchases, PURCHASE_TYPE } from '@capgo/native-purchases';
import type { NativePurchases as Bridge } from '../../../lib/client-platform.ts';

function cancelled(err: unknown): boolean {
  const text = err instanceof Error ? err.message : String(err);
  return /cancel/i.test(text);
}

export const appStoreBridge: Bridge = {
  async restore() {
    await NativePurchases.restorePurchases();
    const { purchases } = await NativePurchases.getPurchases({
      productType: PURCHASE_TYPE.SUBS,
      onlyCurrentEntitlements: true,
    });
    return purchases.flatMap((p) =>
      p.jwsRepresentation ? [{ signedTransaction: p.jwsRepresentation }] : [],
    );
  },
  async products(ids) {
    const { products } = await NativePurchases.getProducts({
      productIdentifiers: ids,
      productType: PURCHASE_TYPE.SUBS,
    });
    return products.map((p) => ({ id: p.identifier, price: p.priceString }));
  },
  async purchase(productId, appAccountToken) {
    try {
      const transaction = await NativePurchases.purchaseProduct({
        productIdentifier: productId,
        productType: PURCHASE_TYPE.SUBS,
        appAccountToken,
        quantity: 1,
      });
      if (!transaction.jwsRepresentation) throw new Error('The App Store returned no signed transaction');
      return { signedTransaction: transaction.jwsRepresentation };
    } catch (err) {
      if (cancelled(err)) return null;
      throw err;
    }
  },
};

/** Offers the bridge to the page (the iOS app only). */
export function installAppStoreBridge(): void {
  (window as Window & { quadrantPurchases?: Bridge }).quadrantPurchases = appStoreBridge;
}
