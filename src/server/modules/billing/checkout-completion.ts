/**
 * What happens once a checkout is paid, whichever provider took the payment: the session is marked
 * complete and its post-payment action (create the board the limit refused, or import the rest of
 * an import from another app) runs, in the same transaction as the upgrade and only once — a
 * session completes once, whoever reports it first (the success page or the provider's webhook).
 */
import { AppError } from '../../http/errors.ts';
import { PostPaymentActionSchema, type CheckoutBody } from '../../../shared/contracts/billing.ts';
import { createBoard } from '../boards/boards.service.ts';
import { resumeAfterPayment } from '../move-in/move-in-import.ts';
import type { Writer } from '../sync/write.ts';

/** The success page's query (spec §2) for a checkout: billing, return_to, action, board_id (or move_in_id). */
export function successQuery(body: Pick<CheckoutBody, 'interval' | 'returnTo' | 'then'>): string {
  const params = new URLSearchParams({ billing: body.interval });
  if (body.returnTo) params.set('return_to', body.returnTo);
  if (body.then) params.set('action', body.then.action);
  if (body.then?.action === 'create-board') params.set('board_id', body.then.boardId);
  if (body.then?.action === 'move-in') params.set('move_in_id', body.then.moveInId);
  return params.toString();
}

/** Marks the session complete and runs its action; false when it was already complete. */
export async function completeSession(w: Writer, sessionId: string): Promise<boolean> {
  const done = await w.trx
    .updateTable('checkoutSessions')
    .set({ status: 'complete', completedAt: w.now })
    .where('id', '=', sessionId)
    .where('userId', '=', w.userId)
    .where('status', '!=', 'complete')
    .returning(['thenAction'])
    .executeTakeFirst();
  if (!done) return false;
  const action = PostPaymentActionSchema.safeParse(done.thenAction ? JSON.parse(done.thenAction) : undefined);
  // The rest of an import, by its job, now that the plan has room (the job reads the new tier).
  if (action.success && action.data.action === 'move-in') await resumeAfterPayment(w, action.data.moveInId);
  if (action.success && action.data.action === 'create-board') {
    try {
      // The upgrade above is in this transaction; the writer's tier was read before it.
      await createBoard({ ...w, tier: 'pro' }, { id: action.data.boardId, name: action.data.boardName });
    } catch (err) {
      // Already created (a second device, a retried request): the payment stands either way.
      if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
    }
  }
  return true;
}
