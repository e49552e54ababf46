/**
 * POST /api/billing/stripe/webhook: Stripe's events, verified by signature over the raw body and
 * signed within STRIPE_WEBHOOK_TOLERANCE_S of our clock, ahead or behind (anything else is refused
 * with 400), applied once per event id (billing_events, in the same transaction as the change),
 * and in any order: the subscription is read back from Stripe, so a late `updated` can never undo
 * a later `deleted` — whatever arrives, the latest state is applied.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type Stripe from 'stripe';
import { AppError } from '../../http/errors.ts';
import { userWrite } from '../sync/write.ts';
import type { BillingDeps } from './billing.service.ts';
import { completeSession } from './checkout-completion.ts';
import type { StripeBilling } from './stripe-billing.ts';
import { applyStripeSubscription } from './stripe-state.ts';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * How far a signature's timestamp may be from our clock, either way: the SDK's own default age.
 * The SDK bounds only the age, so a signature dated in the future (a replay prepared ahead, or a
 * clock far off) passed however far ahead; it is bounded here too.
 */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

/** The signed timestamp, read as the SDK reads it (the last `t=`), in seconds; NaN if none. */
function signedAt(header: string): number {
  let t = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') t = parseInt(value ?? '', 10);
  }
  return t;
}

/** The verified event, or a 400: a bad signature, or a timestamp outside the tolerance. */
function verifiedEvent(deps: Deps, body: string, signature: string): Stripe.Event {
  const refused = () => new AppError('VALIDATION_FAILED', 'The webhook signature is not valid.');
  let event: Stripe.Event;
  try {
    event = deps.stripe.client.webhooks.constructEvent(
      body,
      signature,
      deps.stripe.config.webhookSecret,
      STRIPE_WEBHOOK_TOLERANCE_S,
    );
  } catch {
    throw refused();
  }
  // The timestamp is part of what was signed: verified above, so it can be trusted here.
  const skew = Math.floor(Date.now() / 1000) - signedAt(signature);
  if (!(Math.abs(skew) <= STRIPE_WEBHOOK_TOLERANCE_S)) throw refused();
  return event;
}

type Deps = BillingDeps & { stripe: StripeBilling };

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
]);

async function userOf(
  deps: Deps,
  customer: string | null,
  metadataUser: string | undefined,
): Promise<string | null> {
  if (metadataUser) return metadataUser;
  if (!customer) return null;
  const row = await deps.db
    .selectFrom('subscriptions')
    .select('userId')
    .where('customerId', '=', customer)
    .executeTakeFirst();
  return row?.userId ?? null;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** Applies one verified event; answers whether it was new. */
export async function applyStripeEvent(deps: Deps, event: Stripe.Event): Promise<boolean> {
  let userId: string | null = null;
  let subscriptionId: string | null = null;
  let sessionId: string | null = null;
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object;
    userId =
      session.client_reference_id ?? (await userOf(deps, idOf(session.customer), session.metadata?.userId));
    subscriptionId = idOf(session.subscription);
    sessionId = session.id;
  } else if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const sub = event.data.object as Stripe.Subscription;
    userId = await userOf(deps, idOf(sub.customer), sub.metadata.userId);
    subscriptionId = sub.id;
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    userId = await userOf(deps, idOf(invoice.customer), undefined);
    subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  }
  // Read the latest state first: outside the transaction, and whatever order events came in.
  const latest = subscriptionId ? await deps.stripe.client.subscriptions.retrieve(subscriptionId) : null;
  const record = async (trx: Kysely<DB> | Transaction<DB>) => {
    const inserted = await trx
      .insertInto('billingEvents')
      .values({ provider: 'stripe', eventId: event.id, receivedAt: Date.now() })
      .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  };
  if (!userId) {
    // Nobody of ours (another product on the same Stripe account): noted, so it is not retried.
    return record(deps.db);
  }
  return userWrite(deps, userId, undefined, async (w) => {
    if (!(await record(w.trx))) return false;
    // Stripe told us, nobody here acted: the log names the system, with Stripe's event id.
    if (latest)
      await applyStripeSubscription(w, latest, deps.stripe.config.prices, {
        actor: 'system',
        eventId: event.id,
      });
    if (sessionId && latest) await completeSession(w, sessionId);
    return true;
  });
}

export function stripeWebhookRoute(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    // The signature is over the exact bytes Stripe sent: keep the body as text. The app's own JSON
    // parser (http/json-depth.ts) is replaced in this scope only; the SDK parses the body after
    // the signature is verified, so only what Stripe signed is ever parsed.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = verifiedEvent(deps, String(request.body), typeof signature === 'string' ? signature : '');
      const fresh = await applyStripeEvent(deps, event);
      return { received: true, duplicate: !fresh };
    });
  });
}
