/**
 * Plans, prices and limits (spec §9): the one source for the pricing page, the usage bars and the
 * server's enforcement. A limit of -1 means unlimited.
 */
export const UNLIMITED = -1;

export const PLAN_TIERS = ['basic', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export interface PlanLimits {
  boards: number;
  activeTasks: number;
  totalTasks: number;
  attachmentsPerTask: number;
}

export const PLAN_LIMITS = {
  basic: { boards: 5, activeTasks: 100, totalTasks: 250, attachmentsPerTask: 1 },
  pro: { boards: 100, activeTasks: UNLIMITED, totalTasks: UNLIMITED, attachmentsPerTask: 5 },
  enterprise: {
    boards: UNLIMITED,
    activeTasks: UNLIMITED,
    totalTasks: UNLIMITED,
    attachmentsPerTask: UNLIMITED,
  },
} as const satisfies Record<PlanTier, PlanLimits>;

/** Prices in US cents. */
export const PRO_PRICE = { monthly: 900, yearly: 7900, currency: 'USD' } as const;
export const PRO_TRIAL_DAYS = 14;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** How much a year of Pro saves against twelve months, in whole percent (27). */
export function yearlySavingsPercent(): number {
  return Math.round((1 - PRO_PRICE.yearly / (PRO_PRICE.monthly * 12)) * 100);
}

export type LimitName = 'boards' | 'activeTasks' | 'totalTasks';

export interface Usage {
  boards: number;
  activeTasks: number;
  totalTasks: number;
}

/** Whether adding `adding` more of `limit` stays within the plan. */
export function withinLimit(limits: PlanLimits, usage: Usage, limit: LimitName, adding = 1): boolean {
  const max = limits[limit];
  return max === UNLIMITED || usage[limit] + adding <= max;
}

/**
 * Usage-bar colouring (spec §5): ≥80 % red with a warning, >60 % yellow, else green, judged on the
 * exact share (151 of 250 is 60.4 %: yellow; 199 of 250 is 79.6 %: yellow), never a rounded one.
 * The percentage (the bar's width) is capped at 100.
 */
export function usageLevel(
  current: number,
  limit: number,
): { percent: number; level: 'ok' | 'warn' | 'danger' } | null {
  if (limit === UNLIMITED) return null;
  const percent = limit <= 0 ? 100 : Math.min(100, (current * 100) / limit);
  return { percent, level: percent >= 80 ? 'danger' : percent > 60 ? 'warn' : 'ok' };
}
