/**
 * Plans and payments routes (contracts in shared/contracts/billing.ts), for whichever provider is
 * configured: Stripe sends people to its hosted pages and reports back through signed webhooks
 * (stripe-webhook.ts); the embedded test mode has its own checkout page, which talks to
 * `test-checkout` (refused when Stripe is the provider, so no payment can be faked there). The
 * iOS app's App Store purchases arrive by Apple's notifications and "restore purchases"
 * (apple-billing.ts); those subscriptions are changed in the App Store only. Platform rules
 * (spec §6) refuse what the client's platform does not offer (http/client-platform.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { Config } from '../../config.ts';
import {
  cancelSubscription,
  completeTestCheckout,
  getAppleAccountToken,
  getBilling,
  getTestCheckout,
  listInvoices,
  openBillingPortal,
  TEST_MODE_PORTAL_PATH,
  reactivateSubscription,
  restoreApplePurchase,
  startCheckout,
  verifyCheckout,
} from '../../../shared/contracts/billing.ts';
import { requireBillingAction } from '../../http/client-platform.ts';
import { AppError } from '../../http/errors.ts';
import { route, type MutationKey } from '../../http/route.ts';
import { selfCause } from '../activity/request-origin.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import * as apple from './apple-billing.ts';
import { appleNotificationsRoute } from './apple-notifications.ts';
import * as repo from './billing.repo.ts';
import * as billing from './billing.service.ts';
import * as testMode from './test-mode.ts';
import * as stripe from './stripe-billing.ts';
import { stripeWebhookRoute } from './stripe-webhook.ts';

const clients = new WeakMap<Config, stripe.StripeBilling>();
const appleClients = new WeakMap<Config, apple.AppleBilling>();

/** The providers' dependencies; one Stripe client and one Apple verifier per configuration. */
export function billingDeps(ctx: AppContext): billing.BillingDeps {
  const cfg = ctx.config.billing.stripe;
  let client = clients.get(ctx.config);
  if (cfg && !client) {
    client = stripe.createStripeBilling(cfg);
    clients.set(ctx.config, client);
  }
  const appleCfg = ctx.config.billing.appStore;
  let appleClient = appleClients.get(ctx.config);
  if (appleCfg && !appleClient) {
    appleClient = apple.createAppleBilling(appleCfg);
    appleClients.set(ctx.config, appleClient);
  }
  const { db } = ctx.database;
  return { db, bus: ctx.bus, publicUrl: ctx.config.publicUrl, stripe: client, apple: appleClient };
}

const noAppStore = () =>
  new AppError('NOT_FOUND', 'In-app purchases from the App Store are not set up on this server.');

const testModeOnly = () =>
  new AppError('NOT_FOUND', 'There is no test-mode checkout here: payments are taken by Stripe.');

export function billingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = billingDeps(ctx);
  const withStripe = deps.stripe ? { ...deps, stripe: deps.stripe } : undefined;
  const write = <T>(userId: string, mutation: MutationKey | undefined, fn: (w: Writer) => Promise<T>) =>
    userWrite(deps, userId, mutation, fn);

  const notExternal = async (userId: string) =>
    billing.refuseExternalBilling(await repo.findSubscription(deps.db, userId));

  route(app, getBilling, ({ user }) => billing.overview(deps, user.id));
  route(app, startCheckout, ({ user, body, mutationId, request }) => {
    requireBillingAction(request, 'purchase');
    return withStripe
      ? stripe.stripeCheckout(withStripe, user.id, body)
      : write(user.id, mutationId, (w) => testMode.startCheckout(deps, w, body));
  });
  route(app, verifyCheckout, async ({ user, body, request }) => {
    if (withStripe) await stripe.syncStripeCheckout(withStripe, user.id, body.sessionId, selfCause(request));
    return billing.verifyCheckout(deps.db, user.id, body.sessionId);
  });
  // An App Store subscription is cancelled and reactivated in the App Store, never here.
  route(app, cancelSubscription, async ({ user, mutationId, request }) => {
    await notExternal(user.id);
    requireBillingAction(request, 'change');
    return withStripe
      ? stripe.stripeCancel(withStripe, user.id, selfCause(request))
      : write(user.id, mutationId, (w) => billing.cancelAtPeriodEnd(w, selfCause(request)));
  });
  route(app, reactivateSubscription, async ({ user, mutationId, request }) => {
    await notExternal(user.id);
    requireBillingAction(request, 'change');
    return withStripe
      ? stripe.stripeReactivate(withStripe, user.id, selfCause(request))
      : write(user.id, mutationId, (w) => billing.reactivate(w, selfCause(request)));
  });
  // Test mode has no provider's portal: a page of ours says what it would be (not the invoices).
  route(app, openBillingPortal, async ({ user, request }) => {
    await notExternal(user.id);
    requireBillingAction(request, 'portal');
    return withStripe
      ? stripe.stripePortal(withStripe, user.id)
      : { url: `${deps.publicUrl}${TEST_MODE_PORTAL_PATH}` };
  });
  route(app, getAppleAccountToken, async ({ user }) => {
    if (!deps.apple) throw noAppStore();
    return { appAccountToken: await apple.appleAccountToken(deps.db, user.id) };
  });
  route(app, restoreApplePurchase, async ({ user, body, mutationId }) => {
    if (!deps.apple) throw noAppStore();
    return apple.restoreApplePurchase({ ...deps, apple: deps.apple }, user.id, body, mutationId);
  });
  route(app, listInvoices, ({ user }) =>
    withStripe ? stripe.stripeInvoices(withStripe, deps.db, user.id) : billing.invoices(deps.db, user.id),
  );
  route(app, getTestCheckout, async ({ user, params }) => {
    if (withStripe) throw testModeOnly();
    return testMode.testCheckout(deps.db, user.id, params.sessionId);
  });
  route(app, completeTestCheckout, async ({ user, params, body, mutationId, request }) => {
    if (withStripe) throw testModeOnly();
    return write(user.id, mutationId, (w) =>
      testMode.completeTestCheckout(w, params.sessionId, body.outcome, selfCause(request)),
    );
  });
}

/** The providers' webhooks: public (signed instead), so registered outside the authenticated API. */
export function billingWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = billingDeps(ctx);
  if (deps.stripe) stripeWebhookRoute(app, { ...deps, stripe: deps.stripe });
  if (deps.apple) appleNotificationsRoute(app, { ...deps, apple: deps.apple });
}
