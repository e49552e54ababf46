import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * The landing page's figures, each null until the operator sets it (server/config-marketing.ts):
 * the public pages claim nothing this deployment cannot back.
 */
export const MarketingFiguresSchema = z.object({
  users: z.number().int().positive().nullable(),
  years: z.number().int().positive().nullable(),
  organizations: z.number().int().positive().nullable(),
  freePlanPercent: z.number().int().min(1).max(100).nullable(),
});
export type MarketingFigures = z.infer<typeof MarketingFiguresSchema>;
export const NO_MARKETING_FIGURES: MarketingFigures = {
  users: null,
  years: null,
  organizations: null,
  freePlanPercent: null,
};

export const ClientConfigSchema = z.object({
  issuer: z.url(),
  clientId: z.string(),
  /** The iOS and Android apps' client id (their redirect is the app's custom scheme). */
  nativeClientId: z.string().default('quadrant-mobile'),
  realm: z.string(),
  /** Whether the issuer is the embedded provider (whose pages we own). */
  embedded: z.boolean(),
  /** The social sign-in buttons to show: only providers this server can actually broker. */
  identityProviders: z.array(z.enum(['google', 'microsoft', 'apple'])).default([]),
  /** Page-view collector, posted to only with consent; null when the server configures none. */
  analyticsUrl: z.url().nullable().default(null),
  /** Client error-report collector; null when the server configures none. */
  errorReportingUrl: z.url().nullable().default(null),
  /** The iOS app's App Store id; null when this deployment has none (no banner, no store link). */
  appStoreId: z.number().int().positive().nullable().default(null),
  /** The App Store products the iOS app sells (spec §6); null without in-app purchases. */
  appStoreProducts: z.object({ monthly: z.string(), yearly: z.string().nullable() }).nullable().default(null),
  marketingFigures: MarketingFiguresSchema.default(NO_MARKETING_FIGURES),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const getClientConfig = defineEndpoint({
  method: 'GET',
  path: '/api/client-config',
  summary: 'Sign-in settings for clients (public)',
  tag: 'config',
  response: ClientConfigSchema,
});
