/**
 * The console's filters live in the URL (what an operator would bookmark or send to a colleague):
 * read here through the contracts' own enums, so a hand-edited address cannot put an unknown value
 * into a request; "all" is the parameter's absence.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '../../../shared/activity.ts';
import { ACTIVITY_TIME_RANGES, ADMIN_STATUS_FILTERS } from '../../../shared/contracts/admin.ts';
import { PLAN_TIERS, type PlanTier } from '../../../shared/plans.ts';

export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
export type ActivityTimeRange = (typeof ACTIVITY_TIME_RANGES)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((v) => v === value) ?? null;
}

export function readTier(params: URLSearchParams): PlanTier | null {
  return oneOf(PLAN_TIERS, params.get('tier'));
}

export function readStatus(params: URLSearchParams): AdminStatusFilter | null {
  return oneOf(ADMIN_STATUS_FILTERS, params.get('status'));
}

export function readCategory(params: URLSearchParams): ActivityCategory | null {
  return oneOf(ACTIVITY_CATEGORIES, params.get('category'));
}

export function readTimeRange(params: URLSearchParams): ActivityTimeRange {
  return oneOf(ACTIVITY_TIME_RANGES, params.get('range')) ?? 'all';
}

/** Read a text filter and set or clear any filter, replacing the history entry (typing is not navigation). */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (name: string, value: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { params, setFilter, text: (name: string) => params.get(name)?.trim() ?? '' };
}
