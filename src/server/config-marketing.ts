/**
 * The landing page's figures (spec §1's "1 million+ users, 15 years, 50,000+ organizations, 80 %
 * on the free plan" describe the product the spec was drawn from, not this deployment: SPEC-NOTES
 * "Marketing claims"). Each is shown only once the operator sets it, so nothing on the public pages
 * is untrue by default: MARKETING_USERS, MARKETING_YEARS, MARKETING_ORGANIZATIONS (whole numbers,
 * shown as "at least") and MARKETING_FREE_PLAN_PERCENT (1–100).
 */
import { z } from 'zod';
import type { MarketingFigures } from '../shared/contracts/client-config.ts';

const count = z.coerce.number().int().positive().optional();

export const MarketingEnvSchema = z.object({
  MARKETING_USERS: count,
  MARKETING_YEARS: count,
  MARKETING_ORGANIZATIONS: count,
  MARKETING_FREE_PLAN_PERCENT: z.coerce.number().int().min(1).max(100).optional(),
});

export function marketingFrom(e: z.infer<typeof MarketingEnvSchema>): MarketingFigures {
  return {
    users: e.MARKETING_USERS ?? null,
    years: e.MARKETING_YEARS ?? null,
    organizations: e.MARKETING_ORGANIZATIONS ?? null,
    freePlanPercent: e.MARKETING_FREE_PLAN_PERCENT ?? null,
  };
}
