/**
 * Plans and payments (issue 12, spec §3, §4, §7): the person's subscription, entitlements and
 * usage, checkout, cancel / reactivate, the billing portal and invoices. Providers sit behind one
 * interface on the server; with no Stripe keys the embedded default is a local test-mode provider
 * whose every screen says so, so the whole flow can be tried without any outside service.
 */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { PLAN_TIERS } from '../plans.ts';
import { defineEndpoint } from './endpoint.ts';
import { LimitsSchema, UsageSchema } from './me.ts';

export const BILLING_PROVIDERS = ['test', 'stripe', 'apple'] as const;
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'inactive',
  'none',
  'past_due',
  'canceled',
] as const;
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const SubscriptionSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS).nullable(),
  tier: z.enum(PLAN_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.iso.datetime().nullable(),
  /** Billed outside this app (the App Store): it cannot be cancelled or reactivated here. */
  externalBilling: z.boolean(),
  /** Whether the person may still start a free trial (one per account). */
  trialAvailable: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const BillingOverviewSchema = z.object({
  subscription: SubscriptionSchema,
  entitlements: z.object({ tier: z.enum(PLAN_TIERS), limits: LimitsSchema }),
  usage: UsageSchema,
  /** The embedded test-mode provider: no real payment is ever taken. */
  testMode: z.boolean(),
});
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  status: z.enum(['paid', 'pending', 'other']),
  /** Epoch seconds, as the spec's invoice (§3). */
  created: z.number().int(),
  period_start: z.number().int(),
  period_end: z.number().int(),
  /** Minor units (cents). */
  amount: z.number().int(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * What to do once the payment is through: create the board the plan's limit refused, or import
 * the rest of an import from another app (move-in) that the plan's limits held back.
 */
export const PostPaymentActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create-board'),
    boardId: IdSchema,
    boardName: z.string().trim().min(1).max(100),
  }),
  z.object({ action: z.literal('move-in'), moveInId: IdSchema }),
]);
export type PostPaymentAction = z.infer<typeof PostPaymentActionSchema>;

export const CheckoutBodySchema = z.object({
  interval: z.enum(BILLING_INTERVALS),
  /** An app path to return to afterwards (default /app/subscription). */
  returnTo: z
    .string()
    .regex(/^\/app(\/[\w\-/]*)?$/, 'Not an app path')
    .optional(),
  then: PostPaymentActionSchema.optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const UrlResultSchema = z.object({ url: z.string() });

export const SessionIdSchema = z.string().regex(/^[\w-]{16,128}$/, 'Not a checkout session id');

export const VerifyBodySchema = z.object({ sessionId: SessionIdSchema });
export const VerifyResultSchema = z.object({
  status: z.enum(['complete', 'open', 'expired']),
  subscription: SubscriptionSchema,
});

export const TestCheckoutParamsSchema = z.object({ sessionId: SessionIdSchema });
export const TestCheckoutSchema = z.object({
  id: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  /** Cents, USD. */
  amount: z.number().int(),
  trialDays: z.number().int(),
  status: z.enum(['open', 'complete', 'expired']),
});
export const TestCheckoutCompleteSchema = z.object({ outcome: z.enum(['pay', 'cancel']) });

/** Restore purchases (iOS): the App Store's signed transaction, and its renewal info if at hand. */
const Jws = z
  .string()
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Not a signed App Store value')
  .max(16_384)
  .meta({ examples: ['eyJhbGciOiJFUzI1NiIsIng1YyI6W119.eyJ0cmFuc2FjdGlvbklkIjoiMSJ9.c2lnbmF0dXJl'] });
export const AppleRestoreBodySchema = z.object({
  signedTransaction: Jws,
  signedRenewalInfo: Jws.optional(),
});
export type AppleRestoreBody = z.infer<typeof AppleRestoreBodySchema>;

export const getBilling = defineEndpoint({
  method: 'GET',
  path: '/api/subscription',
  summary: 'Your subscription, entitlements and usage',
  tag: 'billing',
  response: BillingOverviewSchema,
});

export const startCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/checkout',
  summary: 'Start a checkout for Pro (monthly or yearly); answers the page to send the person to',
  tag: 'billing',
  body: CheckoutBodySchema,
  response: UrlResultSchema,
  write: true,
  sessionOnly: true,
});

export const verifyCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/verify',
  summary: 'Whether a checkout session went through (the payment-success page)',
  tag: 'billing',
  body: VerifyBodySchema,
  response: VerifyResultSchema,
  sessionOnly: true,
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/cancel',
  summary: 'Cancel at the end of the current period',
  tag: 'billing',
  response: SubscriptionSchema,
  write: true,
  sessionOnly: true,
});

export const reactivateSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/reactivate',
  summary: 'Undo a scheduled cancellation',
  tag: 'billing',
  response: SubscriptionSchema,
  write: true,
  sessionOnly: true,
});

/**
 * Where the billing portal leads in test mode: a page of ours that says what the provider's portal
 * is (there is no provider, no card and nothing to manage), never the invoice list, which "View
 * invoices" opens.
 */
export const TEST_MODE_PORTAL_PATH = '/app/subscription/portal';

export const openBillingPortal = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/portal',
  summary: "The payment provider's billing portal (payment method, invoices)",
  tag: 'billing',
  response: UrlResultSchema,
  sessionOnly: true,
});

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/subscription/invoices',
  summary: 'Your invoices, newest first',
  tag: 'billing',
  response: z.array(InvoiceSchema),
});

export const getTestCheckout = defineEndpoint({
  method: 'GET',
  path: '/api/subscription/test-checkout/:sessionId',
  summary: 'A test-mode checkout session (embedded provider only)',
  tag: 'billing',
  params: TestCheckoutParamsSchema,
  response: TestCheckoutSchema,
  sessionOnly: true,
});

export const completeTestCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/test-checkout/:sessionId',
  summary: 'Pay or abandon a test-mode checkout (no real payment); answers where to go next',
  tag: 'billing',
  params: TestCheckoutParamsSchema,
  body: TestCheckoutCompleteSchema,
  response: UrlResultSchema,
  write: true,
  sessionOnly: true,
});

export const getAppleAccountToken = defineEndpoint({
  method: 'GET',
  path: '/api/subscription/apple/account-token',
  summary:
    "The UUID the iOS app sets as a purchase's appAccountToken, so the App Store's notifications name you",
  tag: 'billing',
  response: z.object({ appAccountToken: z.uuid() }),
  sessionOnly: true,
});

export const restoreApplePurchase = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/apple/restore',
  summary: 'Restore purchases: link an App Store subscription (its signed transaction) to you',
  tag: 'billing',
  body: AppleRestoreBodySchema,
  response: SubscriptionSchema,
  write: true,
  sessionOnly: true,
});
