/**
 * The person's plan tier as the account query last said it (the app shell keeps that query live:
 * lib/plan-queries.ts), for features that only need to know it, such as the task sheet refusing an
 * upload the plan would refuse before sending it. Null until the account has loaded: the server
 * enforces every limit anyway.
 */
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { PLAN_TIERS, type PlanTier } from '../../shared/plans.ts';
import { ME_KEY } from './plan-queries.ts';

const WithTier = z.object({ tier: z.enum(PLAN_TIERS) });
const ME_HASH = hashKey(ME_KEY);

export function useAccountTier(): PlanTier | null {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === ME_HASH) onChange();
      }),
    [client],
  );
  const read = useCallback(() => {
    const parsed = WithTier.safeParse(client.getQueryData(ME_KEY));
    return parsed.success ? parsed.data.tier : null;
  }, [client]);
  return useSyncExternalStore(subscribe, read, () => null);
}
