/**
 * `/app/subscription?start=trial&interval=monthly|yearly`: where a pricing card's "Start free
 * trial" leads, through sign-up (lib/sign-up-links.ts). Once the plan is known, the page opens that
 * interval's checkout (test mode: our checkout page; Stripe: Checkout with the trial), where the
 * person confirms: nothing is charged without their click. Rules:
 * - the intent is used once, and dropped from the address before leaving, so Back from the
 *   checkout shows the plans instead of opening another checkout;
 * - only someone on the free plan, where the platform allows a web purchase, with the trial still
 *   to take, is sent on; a trial already used is said (Pro would start paid), anything else (already
 *   Pro, Teams, the apps) just shows the page.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BILLING_INTERVALS,
  type BillingInterval,
  type BillingOverview,
} from '../../../shared/contracts/billing.ts';

export type TrialIntentOutcome = 'starting' | 'trial-used' | null;

export function readTrialIntent(params: URLSearchParams): BillingInterval | null {
  if (params.get('start') !== 'trial') return null;
  const interval = params.get('interval');
  return BILLING_INTERVALS.find((i) => i === interval) ?? null;
}

/** What the intent leads to for this person: go to the checkout, say the trial is used, or nothing. */
export function trialIntentOutcome(overview: BillingOverview, purchasable: boolean): TrialIntentOutcome {
  if (overview.entitlements.tier !== 'basic' || !purchasable) return null;
  return overview.subscription.trialAvailable ? 'starting' : 'trial-used';
}

export function useTrialIntent(
  overview: BillingOverview | undefined,
  purchasable: boolean,
  startCheckout: (interval: BillingInterval) => void,
): TrialIntentOutcome {
  const [params, setParams] = useSearchParams();
  const interval = readTrialIntent(params);
  const [outcome, setOutcome] = useState<TrialIntentOutcome>(null);
  // Kept through React's development double effects: one checkout per intent.
  const handled = useRef(false);
  useEffect(() => {
    if (!interval || !overview || handled.current) return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('start');
    rest.delete('interval');
    setParams(rest, { replace: true });
    const next = trialIntentOutcome(overview, purchasable);
    setOutcome(next);
    if (next === 'starting') startCheckout(interval);
  }, [interval, overview, purchasable, params, setParams, startCheckout]);
  return outcome;
}
