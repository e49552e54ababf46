/**
 * Where the person is using Quadrant, and what paying for it may do there (spec §6, ADR 0029):
 * inside Teams there is no purchase (the website is named instead); the iOS app buys through the
 * App Store and restores purchases, never through the web checkout; on Android the plan is shown
 * read-only and managed on the website. The client reports its platform in a header; the server
 * validates it and applies the same rules, so a page that forgot one is still refused.
 */
import { z } from 'zod';

export const CLIENT_PLATFORMS = ['web', 'desktop', 'ios', 'android', 'teams'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];
export const ClientPlatformSchema = z.enum(CLIENT_PLATFORMS);

/** The request header carrying the client's platform (absent: `web`). */
export const PLATFORM_HEADER = 'x-quadrant-platform';

/** purchase: a web checkout; portal: the provider's billing portal; change: cancel or reactivate. */
export type BillingAction = 'purchase' | 'portal' | 'change';

const REFUSED: Record<ClientPlatform, readonly BillingAction[]> = {
  web: [],
  desktop: [],
  ios: ['purchase', 'portal'],
  android: ['purchase', 'portal', 'change'],
  teams: ['purchase', 'portal'],
};

export function billingAllowed(platform: ClientPlatform, action: BillingAction): boolean {
  return !REFUSED[platform].includes(action);
}
