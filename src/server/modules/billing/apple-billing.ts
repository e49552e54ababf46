/**
 * Apple in-app purchases of the iOS app (ADR 0029), behind the same subscription model as Stripe
 * and test mode. The App Store's Server Notifications V2 arrive verified (apple-verifier.ts), are
 * applied once per notificationUUID (billing_events, in the same transaction as the change) and in
 * any order (apple-state.ts). A notification names its person by the purchase's appAccountToken
 * (the token this server hands the app, or the person's id when that is a UUID) or by a purchase
 * already linked; "restore purchases" links one from a signed transaction the app sends.
 */
import crypto from 'node:crypto';
import type { ResponseBodyV2DecodedPayload } from '@apple/app-store-server-library';
import type { Kysely, Transaction } from 'kysely';
import type { AppStoreConfig } from '../../config-billing.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { MutationKey } from '../../http/idempotency.ts';
import type { AppleRestoreBody, Subscription } from '../../../shared/contracts/billing.ts';
import { userWrite } from '../sync/write.ts';
import type { BillingDeps } from './billing.service.ts';
import { applyAppleSnapshot, type AppleSnapshot } from './apple-state.ts';
import { createAppleVerifier, type AppleVerifier } from './apple-verifier.ts';
import { entitledTier, presentSubscription } from './subscription-state.ts';

export interface AppleBilling {
  verifier: AppleVerifier;
  config: AppStoreConfig;
}

export function createAppleBilling(config: AppStoreConfig): AppleBilling {
  return { verifier: createAppleVerifier(config), config };
}

type Db = Kysely<DB> | Transaction<DB>;
type Deps = BillingDeps & { apple: AppleBilling };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token the iOS app sets as appAccountToken on this person's purchases (made once). */
export async function appleAccountToken(db: Kysely<DB>, userId: string): Promise<string> {
  const found = await db
    .selectFrom('appleAccountTokens')
    .select('token')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (found) return found.token;
  await db
    .insertInto('appleAccountTokens')
    .values({ userId, token: crypto.randomUUID(), createdAt: Date.now() })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const made = await db
    .selectFrom('appleAccountTokens')
    .select('token')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return made.token;
}

/** Whose purchase: by a token we handed out, else a person whose id is that UUID. */
async function userOfToken(db: Db, token: string | undefined): Promise<string | null> {
  if (!token || !UUID.test(token)) return null;
  const lower = token.toLowerCase();
  const byToken = await db
    .selectFrom('appleAccountTokens')
    .select('userId')
    .where('token', '=', lower)
    .executeTakeFirst();
  if (byToken) return byToken.userId;
  const user = await db.selectFrom('users').select('id').where('id', 'in', [token, lower]).executeTakeFirst();
  return user?.id ?? null;
}

/** The person an App Store subscription is already linked to, if any. */
async function userOfOriginal(db: Db, original: string | undefined): Promise<string | null> {
  if (!original) return null;
  const row = await db
    .selectFrom('subscriptions')
    .select('userId')
    .where('provider', '=', 'apple')
    .where('providerSubscriptionId', '=', original)
    .executeTakeFirst();
  return row?.userId ?? null;
}

async function recordEvent(db: Db, uuid: string): Promise<boolean> {
  const inserted = await db
    .insertInto('billingEvents')
    .values({ provider: 'apple', eventId: uuid, receivedAt: Date.now() })
    .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Applies one verified notification; answers whether it was new. */
export async function applyAppleNotification(
  deps: Deps,
  payload: ResponseBodyV2DecodedPayload,
): Promise<boolean> {
  const uuid = payload.notificationUUID;
  if (!uuid) throw new AppError('VALIDATION_FAILED', 'The notification has no notificationUUID.');
  const data = payload.data;
  // TEST notifications, summaries and the like change no subscription: noted, not retried.
  if (!data?.signedTransactionInfo) return recordEvent(deps.db, uuid);
  // The signed transaction and renewal info inside are verified like the notification itself.
  const transaction = await deps.apple.verifier.transaction(data.signedTransactionInfo);
  const renewal = data.signedRenewalInfo
    ? await deps.apple.verifier.renewal(data.signedRenewalInfo)
    : undefined;
  const userId =
    (await userOfOriginal(deps.db, transaction.originalTransactionId)) ??
    (await userOfToken(deps.db, transaction.appAccountToken));
  // Nobody of ours yet (a purchase not linked): noted; restoring it later links it.
  if (!userId) return recordEvent(deps.db, uuid);
  const snapshot: AppleSnapshot = {
    transaction,
    renewal,
    status: typeof data.status === 'number' ? data.status : undefined,
    notificationType: payload.notificationType,
    subtype: payload.subtype,
    signedAt: payload.signedDate ?? transaction.signedDate ?? Date.now(),
  };
  try {
    return await userWrite(deps, userId, undefined, async (w) => {
      if (!(await recordEvent(w.trx, uuid))) return false;
      // Apple told us, nobody here acted: the log names the system, with Apple's notification id.
      await applyAppleSnapshot(w, snapshot, deps.apple.config.products, { actor: 'system', eventId: uuid });
      return true;
    });
  } catch (err) {
    // The account is gone (deleted): nothing to apply, and nothing for Apple to retry.
    if (err instanceof AppError && err.code === 'UNAUTHENTICATED') return recordEvent(deps.db, uuid);
    throw err;
  }
}

const isUniqueViolation = (err: unknown) =>
  /unique|duplicate key/i.test(err instanceof Error ? err.message : String(err));

/** Restore purchases: a transaction signed by the App Store, linked to this person. */
export async function restoreApplePurchase(
  deps: Deps,
  userId: string,
  body: AppleRestoreBody,
  mutation: MutationKey | undefined,
): Promise<Subscription> {
  const transaction = await deps.apple.verifier.transaction(body.signedTransaction);
  const renewal = body.signedRenewalInfo
    ? await deps.apple.verifier.renewal(body.signedRenewalInfo)
    : undefined;
  if (renewal && renewal.originalTransactionId !== transaction.originalTransactionId)
    throw new AppError('VALIDATION_FAILED', 'The renewal information is for another purchase.');
  const owner = await userOfToken(deps.db, transaction.appAccountToken);
  const linked = await userOfOriginal(deps.db, transaction.originalTransactionId);
  if ((owner && owner !== userId) || (linked && linked !== userId))
    throw new AppError(
      'CONFLICT',
      'This App Store purchase belongs to another Quadrant account. Sign in with that account to use it.',
    );
  const snapshot: AppleSnapshot = {
    transaction,
    renewal,
    signedAt: transaction.signedDate ?? Date.now(),
  };
  try {
    return await userWrite(deps, userId, mutation, async (w) => {
      // Restoring is the person's own act (the app sends the purchase it holds).
      const { outcome, row } = await applyAppleSnapshot(w, snapshot, deps.apple.config.products, {
        actor: 'self',
      });
      if (outcome === 'billedHere')
        throw new AppError(
          'CONFLICT',
          'You already have Pro billed on the website. Cancel it there before using an App Store purchase.',
        );
      return presentSubscription(row, entitledTier(row));
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(
        'CONFLICT',
        'This App Store purchase belongs to another Quadrant account. Sign in with that account to use it.',
      );
    throw err;
  }
}
