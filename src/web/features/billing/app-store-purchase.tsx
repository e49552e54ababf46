/**
 * Buying Pro in the iOS app (spec §6, ADR 0029): the App Store products this deployment sells
 * (its public configuration), at the prices the App Store shows for them, bought in Apple's own
 * sheet with the account token the server handed out, then linked on the server from Apple's
 * signed transaction. A store that sells the monthly product only says "Monthly billing only"
 * (spec §8). Nothing shows where the deployment sells nothing through the App Store.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAppleAccountToken, restoreApplePurchase } from '../../../shared/contracts/billing.ts';
import { getClientConfig } from '../../../shared/contracts/client-config.ts';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';
import { nativePurchases } from '../../lib/client-platform.ts';
import { BILLING_KEY } from '../../lib/plan-queries.ts';
import { BILLING_NS } from './billing-i18n.ts';

type Interval = 'monthly' | 'yearly';
interface Offer {
  interval: Interval;
  id: string;
  price: string;
}

/** The products configured here that the App Store sells, monthly first. */
async function loadOffers(): Promise<Offer[]> {
  const bridge = nativePurchases();
  if (!bridge?.products) return [];
  const { appStoreProducts } = await api(getClientConfig, { anonymous: true });
  if (!appStoreProducts) return [];
  const wanted: [Interval, string | null][] = [
    ['monthly', appStoreProducts.monthly],
    ['yearly', appStoreProducts.yearly],
  ];
  const sold = await bridge.products(wanted.flatMap(([, id]) => (id ? [id] : [])));
  return wanted.flatMap(([interval, id]) => {
    const product = sold.find((p) => p.id === id);
    return product ? [{ interval, id: product.id, price: product.price }] : [];
  });
}

async function buy(offer: Offer): Promise<'bought' | 'cancelled'> {
  const bridge = nativePurchases();
  if (!bridge?.purchase) throw new Error('The App Store is not available');
  const { appAccountToken } = await api(getAppleAccountToken);
  const bought = await bridge.purchase(offer.id, appAccountToken);
  if (!bought) return 'cancelled';
  await api(restoreApplePurchase, { body: bought });
  return 'bought';
}

export function AppStorePurchase() {
  const { t } = useTranslation(BILLING_NS);
  const client = useQueryClient();
  const offers = useQuery({
    queryKey: [...BILLING_KEY, 'app-store-offers'],
    queryFn: loadOffers,
    meta: { silent: true },
  });
  const purchase = useMutation({
    mutationFn: buy,
    onSuccess: () => client.invalidateQueries({ queryKey: BILLING_KEY, exact: true }),
  });
  const list = offers.data ?? [];
  if (list.length === 0) return null;
  let message = '';
  if (purchase.isPending) message = t('platform.purchasing');
  else if (purchase.data === 'bought') message = t('platform.purchased');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {list.map((offer) => (
          <Button key={offer.id} onClick={() => purchase.mutate(offer)} disabled={purchase.isPending}>
            {t(offer.interval === 'monthly' ? 'platform.buyMonthly' : 'platform.buyYearly', {
              price: offer.price,
            })}
          </Button>
        ))}
      </div>
      {!list.some((o) => o.interval === 'yearly') && (
        <p className="text-sm text-slate-700">{t('platform.monthlyOnly')}</p>
      )}
      <p role="status" className="text-sm text-slate-700 empty:sr-only">
        {message}
      </p>
      {purchase.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('platform.purchaseFailed')}
        </p>
      )}
    </div>
  );
}
