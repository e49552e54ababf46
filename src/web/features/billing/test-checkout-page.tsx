/**
 * The embedded test-mode provider's checkout (/app/subscription/checkout?session=…): what Stripe's
 * hosted page would show, with no card asked for and the test mode said plainly. "Start" completes
 * the session on the server, which sends the person on to the payment-success page.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PRO_PRICE } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { BILLING_NS } from './billing-i18n.ts';
import { testCheckoutQuery, usePayTestCheckout } from './billing-api.ts';
import { formatMoney } from './format.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

function Checkout({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation(BILLING_NS);
  const session = useQuery(testCheckoutQuery(sessionId));
  const pay = usePayTestCheckout(sessionId);
  if (session.isPending) return <p role="status">{t('loading')}</p>;
  if (session.isError || !session.data)
    return (
      <p role="alert" className="text-red-700">
        {t('checkout.notFound')}
      </p>
    );
  const s = session.data;
  const price = t(`checkout.${s.interval}`, {
    amount: formatMoney(s.amount, PRO_PRICE.currency, i18n.language),
  });
  if (s.status !== 'open')
    return (
      <p role="alert" className="text-slate-800">
        {s.status === 'complete' ? t('checkout.completed') : t('checkout.expired')}{' '}
        <Link to="/app/subscription" className="font-medium text-indigo-700 underline">
          {t('title')}
        </Link>
      </p>
    );
  return (
    <section
      aria-labelledby="checkout-plan"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="checkout-plan" className="text-xl font-semibold text-slate-900">
        {t('checkout.plan')}
      </h2>
      <p className="text-lg text-slate-900">{price}</p>
      <p className="text-slate-700">
        {s.trialDays > 0
          ? t('checkout.trial', { days: s.trialDays, price })
          : t('checkout.noTrial', { price })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          size="lg"
          className="sm:flex-1"
          onClick={() => pay.mutate('pay')}
          disabled={pay.isPending || pay.isSuccess}
        >
          {pay.isPending
            ? t('checkout.paying')
            : s.trialDays > 0
              ? t('checkout.startTrial')
              : t('checkout.pay')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="sm:flex-1"
          onClick={() => pay.mutate('cancel')}
          disabled={pay.isPending || pay.isSuccess}
        >
          {t('checkout.cancel')}
        </Button>
      </div>
      {pay.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('actions.failed')}
        </p>
      )}
    </section>
  );
}

export function TestCheckoutPage() {
  const { t } = useTranslation(BILLING_NS);
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-8">
        <h1 className="text-2xl font-semibold text-slate-900">{t('checkout.title')}</h1>
        <TestModeBanner />
        {sessionId ? (
          <Checkout sessionId={sessionId} />
        ) : (
          <p role="alert" className="text-red-700">
            {t('checkout.notFound')}
          </p>
        )}
      </div>
    </div>
  );
}
