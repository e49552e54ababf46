/**
 * The payment provider. With STRIPE_SECRET_KEY set, Stripe (its official SDK: Checkout, the
 * billing portal, signed webhooks); unset, the embedded test-mode provider, which takes no real
 * payment and says so on every screen (ADR 0025). STRIPE_API_URL points the SDK elsewhere (tests
 * run it against a local fake of Stripe's API, so nothing leaves the machine).
 */
import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

export const BillingEnvSchema = z.object({
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_YEARLY: optional,
  STRIPE_API_URL: z.url().optional(),
});
type BillingEnv = z.infer<typeof BillingEnvSchema>;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; yearly: string };
  api: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

/** Stripe's settings, or undefined for test mode. Throws naming what is missing when half set. */
export function stripeFrom(e: BillingEnv): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY) return undefined;
  const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const).filter(
    (k) => !e[k],
  );
  if (missing.length > 0) throw new Error(`with STRIPE_SECRET_KEY, also set ${missing.join(', ')}`);
  const url = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
    prices: { monthly: e.STRIPE_PRICE_MONTHLY ?? '', yearly: e.STRIPE_PRICE_YEARLY ?? '' },
    api: url
      ? {
          protocol: url.protocol === 'http:' ? 'http' : 'https',
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
        }
      : undefined,
  };
}
