/**
 * The payment provider. With STRIPE_SECRET_KEY set, Stripe (its official SDK: Checkout, the
 * billing portal, signed webhooks); unset, the embedded test-mode provider, which takes no real
 * payment and says so on every screen (ADR 0025). STRIPE_API_URL points the SDK elsewhere (tests
 * run it against a local fake of Stripe's API, so nothing leaves the machine). With
 * APP_STORE_BUNDLE_ID set, Apple's in-app purchases of the iOS app are accepted too (ADR 0029).
 */
import fs from 'node:fs';
import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

export const BillingEnvSchema = z.object({
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_YEARLY: optional,
  STRIPE_API_URL: z.url().optional(),
  APP_STORE_BUNDLE_ID: optional,
  APP_STORE_APP_APPLE_ID: z.coerce.number().int().positive().optional(),
  APP_STORE_ENVIRONMENT: z.enum(['Production', 'Sandbox', 'LocalTesting']).default('Production'),
  APP_STORE_ROOT_CERTS: optional,
  APP_STORE_ONLINE_CHECKS: z.enum(['true', 'false']).default('true'),
  APP_STORE_PRODUCT_MONTHLY: optional,
  APP_STORE_PRODUCT_YEARLY: optional,
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

export type AppStoreEnvironment = 'Production' | 'Sandbox' | 'LocalTesting';

export interface AppStoreConfig {
  bundleId: string;
  /** The app's Apple id: required in Production. */
  appAppleId: number | undefined;
  environment: AppStoreEnvironment;
  /** DER-encoded trusted roots: Apple Root CA - G3 (committed) unless APP_STORE_ROOT_CERTS. */
  rootCertificates: Buffer[];
  /** Revocation (OCSP) and expiry checked against today; off: against the data's signed date. */
  onlineChecks: boolean;
  products: { monthly: string; yearly: string };
}

const APPLE_ROOT_G3 = new URL('./modules/billing/certs/AppleRootCA-G3.cer', import.meta.url);

/** A certificate file, DER or PEM, as DER. */
function readCertificate(file: string | URL): Buffer {
  const bytes = fs.readFileSync(file);
  const text = bytes.toString('latin1');
  if (!text.includes('-----BEGIN CERTIFICATE-----')) return bytes;
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return Buffer.from(body, 'base64');
}

/**
 * Apple's settings, or undefined (no in-app purchases). LocalTesting skips Apple's signature
 * checks altogether (the library trusts such data unverified), so it is refused in production.
 */
export function appStoreFrom(e: BillingEnv, nodeEnv: string): AppStoreConfig | undefined {
  if (!e.APP_STORE_BUNDLE_ID) return undefined;
  if (e.APP_STORE_ENVIRONMENT === 'Production' && e.APP_STORE_APP_APPLE_ID === undefined)
    throw new Error('with APP_STORE_ENVIRONMENT=Production, also set APP_STORE_APP_APPLE_ID');
  if (e.APP_STORE_ENVIRONMENT === 'LocalTesting' && nodeEnv === 'production')
    throw new Error('APP_STORE_ENVIRONMENT=LocalTesting trusts unsigned data: not with NODE_ENV=production');
  const files = e.APP_STORE_ROOT_CERTS?.split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const bundleId = e.APP_STORE_BUNDLE_ID;
  let rootCertificates: Buffer[];
  try {
    rootCertificates = files?.length ? files.map(readCertificate) : [readCertificate(APPLE_ROOT_G3)];
  } catch (err) {
    throw new Error(`APP_STORE_ROOT_CERTS: ${(err as Error).message}`);
  }
  return {
    bundleId,
    appAppleId: e.APP_STORE_APP_APPLE_ID,
    environment: e.APP_STORE_ENVIRONMENT,
    rootCertificates,
    onlineChecks: e.APP_STORE_ONLINE_CHECKS === 'true',
    products: {
      monthly: e.APP_STORE_PRODUCT_MONTHLY ?? `${bundleId}.pro.monthly`,
      yearly: e.APP_STORE_PRODUCT_YEARLY ?? `${bundleId}.pro.yearly`,
    },
  };
}
