/** Turns any error into a sentence for a person, in their language, by catalogue code. */
import { PRO_PRICE } from '../../shared/plans.ts';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'PLAN_LIMIT_REACHED') {
      const limit = typeof error.details?.limit === 'string' ? error.details.limit : 'boards';
      const max = typeof error.details?.max === 'number' ? error.details.max : 0;
      return i18n.t(`errors.limit.${limit}`, {
        max,
        price: PRO_PRICE.monthly / 100,
        defaultValue: error.message,
      });
    }
    return i18n.t(`errors.${error.code}`, { defaultValue: error.message });
  }
  return i18n.t('errors.INTERNAL');
}

/** The subscription page, carrying a board to create once the payment is through (spec §2). */
export function boardUpgradeHref(board: { id: string; name: string }): string {
  const params = new URLSearchParams({ action: 'create-board', board_id: board.id, board_name: board.name });
  return `/app/subscription?${params}`;
}

/** The subscription page, coming back to `returnTo` (an app path) once the payment is through. */
export function upgradeReturningTo(returnTo: string): string {
  return `/app/subscription?${new URLSearchParams({ return_to: returnTo })}`;
}

/**
 * Where a refusal by the plan's limits can be lifted: the subscription page, carrying the board
 * that was refused (its client-made id and name) so it is created once the payment is through.
 */
export function upgradeHref(error: unknown, variables: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_LIMIT_REACHED') return null;
  const v = (variables ?? {}) as { id?: unknown; name?: unknown };
  if (error.details?.limit === 'boards' && typeof v.id === 'string' && typeof v.name === 'string')
    return boardUpgradeHref({ id: v.id, name: v.name });
  return '/app/subscription';
}

/** What makes two errors "the same" for the person: the code, and for plan limits which limit. */
export function errorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'INTERNAL';
  const limit = error.details?.limit;
  return error.code === 'PLAN_LIMIT_REACHED' && typeof limit === 'string'
    ? `${error.code}:${limit}`
    : error.code;
}
