/**
 * How many boards the person's plan allows, as the route knows it (the account's tier; another
 * feature). The board menu reads it to offer the upgrade in place of "New board" once the limit is
 * reached, rather than letting the server refuse. Unknown (or unlimited): no upgrade is offered,
 * and a refusal still says why with its own Upgrade action.
 */
import { createContext, useContext } from 'react';
import { UNLIMITED } from '../../../shared/plans.ts';

export const BoardLimitContext = createContext<number>(UNLIMITED);

/** Whether `count` boards already fill the plan. */
export function useBoardLimitReached(count: number): { reached: boolean; max: number } {
  const max = useContext(BoardLimitContext);
  return { reached: max !== UNLIMITED && count >= max, max };
}
