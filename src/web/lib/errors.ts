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

/**
 * Where a refusal by the plan's limits can be lifted: the subscription page, carrying the board
 * that was refused (its client-made id and name) so it is created once the payment is through.
 */
export function upgradeHref(error: unknown, variables: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_LIMIT_REACHED') return null;
  const v = (variables ?? {}) as { id?: unknown; name?: unknown };
  if (error.details?.limit === 'boards' && typeof v.id === 'string' && typeof v.name === 'string') {
    const params = new URLSearchParams({ action: 'create-board', board_id: v.id, board_name: v.name });
    return `/app/subscription?${params}`;
  }
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
