/**
 * Plans and payments routes (contracts in shared/contracts/billing.ts), for whichever provider is
 * configured: Stripe sends people to its hosted pages and reports back through signed webhooks
 * (stripe-webhook.ts); the embedded test mode has its own checkout page, which talks to
 * `test-checkout` (refused when Stripe is the provider, so no payment can be faked there).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { Config } from '../../config.ts';
import {
  cancelSubscription,
  completeTestCheckout,
  getBilling,
  getTestCheckout,
  listInvoices,
  openBillingPortal,
  reactivateSubscription,
  startCheckout,
  verifyCheckout,
} from '../../../shared/contracts/billing.ts';
import { AppError } from '../../http/errors.ts';
import { route, type MutationKey } from '../../http/route.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import * as billing from './billing.service.ts';
import * as testMode from './test-mode.ts';
import * as stripe from './stripe-billing.ts';
import { stripeWebhookRoute } from './stripe-webhook.ts';

const clients = new WeakMap<Config, stripe.StripeBilling>();

/** The provider's dependencies; one Stripe client per configuration. */
export function billingDeps(ctx: AppContext): billing.BillingDeps {
  const cfg = ctx.config.billing.stripe;
  let client = clients.get(ctx.config);
  if (cfg && !client) {
    client = stripe.createStripeBilling(cfg);
    clients.set(ctx.config, client);
  }
  return { db: ctx.database.db, bus: ctx.bus, publicUrl: ctx.config.publicUrl, stripe: client };
}

const testModeOnly = () =>
  new AppError('NOT_FOUND', 'There is no test-mode checkout here: payments are taken by Stripe.');

export function billingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = billingDeps(ctx);
  const withStripe = deps.stripe ? { ...deps, stripe: deps.stripe } : undefined;
  const write = <T>(userId: string, mutation: MutationKey | undefined, fn: (w: Writer) => Promise<T>) =>
    userWrite(deps, userId, mutation, fn);

  route(app, getBilling, ({ user }) => billing.overview(deps, user.id));
  route(app, startCheckout, ({ user, body, mutationId }) =>
    withStripe
      ? stripe.stripeCheckout(withStripe, user.id, body)
      : write(user.id, mutationId, (w) => testMode.startCheckout(deps, w, body)),
  );
  route(app, verifyCheckout, async ({ user, body }) => {
    if (withStripe) await stripe.syncStripeCheckout(withStripe, user.id, body.sessionId);
    return billing.verifyCheckout(deps.db, user.id, body.sessionId);
  });
  route(app, cancelSubscription, ({ user, mutationId }) =>
    withStripe
      ? stripe.stripeCancel(withStripe, user.id)
      : write(user.id, mutationId, billing.cancelAtPeriodEnd),
  );
  route(app, reactivateSubscription, ({ user, mutationId }) =>
    withStripe
      ? stripe.stripeReactivate(withStripe, user.id)
      : write(user.id, mutationId, billing.reactivate),
  );
  // Test mode's portal is our own billing page (invoices, cancel, reactivate).
  route(app, openBillingPortal, async ({ user }) =>
    withStripe ? stripe.stripePortal(withStripe, user.id) : { url: `${deps.publicUrl}/app/billing` },
  );
  route(app, listInvoices, ({ user }) =>
    withStripe ? stripe.stripeInvoices(withStripe, deps.db, user.id) : billing.invoices(deps.db, user.id),
  );
  route(app, getTestCheckout, async ({ user, params }) => {
    if (withStripe) throw testModeOnly();
    return testMode.testCheckout(deps.db, user.id, params.sessionId);
  });
  route(app, completeTestCheckout, async ({ user, params, body, mutationId }) => {
    if (withStripe) throw testModeOnly();
    return write(user.id, mutationId, (w) =>
      testMode.completeTestCheckout(w, params.sessionId, body.outcome),
    );
  });
}

/** Stripe's webhook: public (signed instead), so registered outside the authenticated API. */
export function billingWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = billingDeps(ctx);
  if (deps.stripe) stripeWebhookRoute(app, { ...deps, stripe: deps.stripe });
}
