/**
 * /app/subscription (spec §2): the current plan, usage bars, the plans side by side and the
 * actions (refresh, invoices, billing portal, cancel at period end or reactivate). Opened from a
 * refused board (`?action=create-board&board_id=…&board_name=…`), the checkout carries that board
 * so it is created once the payment is through; from an import the plan held back
 * (`?action=move-in&move_in_id=…`), the rest of it is imported then. The platform's rules (platform-notice.tsx) and a
 * plan billed by the App Store replace the buttons they do not allow.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { BillingInterval, BillingOverview, CheckoutBody } from '../../../shared/contracts/billing.ts';
import { CheckoutBodySchema, PostPaymentActionSchema } from '../../../shared/contracts/billing.ts';
import { billingAllowed } from '../../../shared/platform-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { clientPlatform } from '../../lib/client-platform.ts';
import { BILLING_NS } from './billing-i18n.ts';
import {
  billingQuery,
  useCancelSubscription,
  useOpenPortal,
  useReactivateSubscription,
  useStartCheckout,
} from './billing-api.ts';
import { formatDate, tierKey } from './format.ts';
import { PlanComparison } from './plan-comparison.tsx';
import { AppStoreManage, outlineLink, PlatformNotice } from './platform-notice.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';
import { useTrialIntent } from './trial-intent.ts';
import { UsageBars } from './usage-bars.tsx';

const card = 'flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5';

function CurrentPlan({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation(BILLING_NS);
  const s = overview.subscription;
  const date = (v: string | null) => (v ? formatDate(v, i18n.language) : '');
  let line: string | null = null;
  if (s.status === 'trialing' && s.cancelAtPeriodEnd)
    line = t('current.ends', { date: date(s.currentPeriodEnd) });
  else if (s.status === 'trialing') line = t('current.trialEnds', { date: date(s.trialEnd) });
  else if (s.status === 'active' && s.cancelAtPeriodEnd)
    line = t('current.ends', { date: date(s.currentPeriodEnd) });
  else if (s.status === 'active' && s.currentPeriodEnd)
    line = t('current.renews', { date: date(s.currentPeriodEnd) });
  else if (s.status === 'canceled') line = t('current.ended');
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-semibold text-slate-900">
          {t(`current.${tierKey(overview.entitlements.tier)}`)}
        </p>
        {s.interval && <p className="text-sm text-slate-600">{t(`current.${s.interval}`)}</p>}
        {line && <p className="text-sm text-slate-700">{line}</p>}
        {s.externalBilling && <p className="text-sm text-slate-700">{t('current.external')}</p>}
      </div>
      <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
        {t(`current.status.${s.status}`)}
      </span>
    </div>
  );
}

/** `return_to`, when it is an app path the checkout accepts (anything else is dropped). */
function readReturnTo(params: URLSearchParams): string | undefined {
  const parsed = CheckoutBodySchema.shape.returnTo.safeParse(params.get('return_to') ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

function readThen(params: URLSearchParams): CheckoutBody['then'] {
  const parsed = PostPaymentActionSchema.safeParse({
    action: params.get('action'),
    boardId: params.get('board_id') ?? undefined,
    boardName: params.get('board_name') ?? undefined,
    moveInId: params.get('move_in_id') ?? undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

export function SubscriptionPage() {
  const { t, i18n } = useTranslation([BILLING_NS, 'common']);
  const [params] = useSearchParams();
  const overview = useQuery(billingQuery);
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const portal = useOpenPortal();
  const [confirming, setConfirming] = useState(false);
  const [platform] = useState(clientPlatform);
  const then = readThen(params);
  const checkout = useStartCheckout();
  const { mutate: startCheckout } = checkout;
  const returnTo = readReturnTo(params);
  // "Start free trial" on the pricing page, through sign-up: that checkout, once (trial-intent.ts).
  const trialIntent = useTrialIntent(
    overview.data,
    billingAllowed(platform, 'purchase'),
    useCallback((interval: BillingInterval) => startCheckout({ interval }), [startCheckout]),
  );
  const s = overview.data?.subscription;
  const manageable =
    s &&
    !s.externalBilling &&
    billingAllowed(platform, 'change') &&
    (s.status === 'active' || s.status === 'trialing');
  const portalShown = s?.provider && !s.externalBilling && billingAllowed(platform, 'portal');
  const failed = cancel.isError || reactivate.isError || portal.isError;

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <Button variant="secondary" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
            {t('refresh')}
          </Button>
        </div>
        {overview.data?.testMode && <TestModeBanner />}
        {overview.isPending && <p role="status">{t('loading')}</p>}
        {overview.isError && (
          <p role="alert" className="text-red-700">
            {t('loadFailed')}
          </p>
        )}
        {overview.data && (
          <>
            <section aria-labelledby="plan-heading" className={card}>
              <h2 id="plan-heading" className="text-lg font-semibold text-slate-900">
                {t('current.heading')}
              </h2>
              <CurrentPlan overview={overview.data} />
            </section>
            <section aria-labelledby="usage-heading" className={card}>
              <h2 id="usage-heading" className="text-lg font-semibold text-slate-900">
                {t('usage.heading')}
              </h2>
              <UsageBars overview={overview.data} />
            </section>
            <PlatformNotice platform={platform} />
            {trialIntent === 'trial-used' && (
              <p
                role="status"
                className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900 ring-1 ring-indigo-200"
              >
                {t('plans.trialUsed')}
              </p>
            )}
            <PlanComparison
              overview={overview.data}
              checkout={checkout}
              then={then}
              purchasable={billingAllowed(platform, 'purchase')}
              returnTo={returnTo}
            />
            <section aria-labelledby="manage-heading" className={card}>
              <h2 id="manage-heading" className="text-lg font-semibold text-slate-900">
                {t('actions.heading')}
              </h2>
              <div className="flex flex-wrap gap-2">
                <Link to="/app/billing" className={outlineLink}>
                  {t('actions.invoices')}
                </Link>
                {portalShown && (
                  <Button variant="secondary" onClick={() => portal.mutate()} disabled={portal.isPending}>
                    {t('actions.portal')}
                  </Button>
                )}
                {manageable && !s.cancelAtPeriodEnd && (
                  <Button variant="ghost" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
                    {t('actions.cancel')}
                  </Button>
                )}
                {manageable && s.cancelAtPeriodEnd && (
                  <Button onClick={() => reactivate.mutate()} disabled={reactivate.isPending}>
                    {t('actions.reactivate')}
                  </Button>
                )}
              </div>
              {s?.externalBilling && <AppStoreManage />}
              {failed && (
                <p role="alert" className="text-sm text-red-700">
                  {t('actions.failed')}
                </p>
              )}
            </section>
          </>
        )}
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('actions.cancelTitle')}
          description={t('actions.cancelBody', {
            date: s?.currentPeriodEnd ? formatDate(s.currentPeriodEnd, i18n.language) : '',
          })}
          closeLabel={t('common:actions.close')}
        >
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('actions.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                cancel.mutate();
                setConfirming(false);
              }}
            >
              {t('actions.cancelConfirm')}
            </Button>
          </div>
        </Dialog>
      </div>
    </div>
  );
}
