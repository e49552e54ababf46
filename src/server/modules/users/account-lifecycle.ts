/**
 * Deleting and disabling accounts. Rules:
 * - a deleted account's subject is remembered (deleted_subjects), so no token, however valid,
 *   can re-create it (auth.plugin.ts admits a token only for an existing, enabled account);
 * - deleting marks the account (deleted_at, and disabled_at, which every check already refuses);
 *   its e-mail address is released at once (the person may sign up again with it) and its
 *   password dropped; its data is kept 90 days, as the privacy policy says, then erased with the
 *   row by the `accounts.purge-deleted` job (account-purge.ts); its stored mutations go now;
 * - the deletion is in the activity log (`data.deleted`), written in the same transaction;
 * - every session, grant and token the identity provider issued to it is revoked at once, so a
 *   refresh token stops working too, and its personal API tokens are deleted in the transaction;
 * - the change bus is told, so every process closes the account's sockets (sync.socket.ts checks
 *   the account on each push).
 */
import type { Database } from '../../db/database.ts';
import { recordActivity, type ActivityInput, type RequestOrigin } from '../activity/activity.repo.ts';
import { deleteTokensOf } from '../api-tokens/api-tokens.repo.ts';
import type { ChangeBus } from '../sync/change-bus.ts';

const OIDC_ACCOUNT_KINDS = ['Session', 'Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode'];

/** Removes every session, grant and token of an account from the provider's store. */
export async function revokeAccountCredentials(db: Database, userId: string): Promise<void> {
  const rows = await db
    .selectFrom('oidcModels')
    .select(['kind', 'id', 'grantId', 'payload'])
    .where('kind', 'in', OIDC_ACCOUNT_KINDS)
    // A coarse text match narrows the scan; the parsed payload decides.
    .where('payload', 'like', `%"accountId":${JSON.stringify(userId)}%`)
    .execute();
  const owned = rows.filter((r) => {
    const payload: unknown = JSON.parse(r.payload);
    return (
      typeof payload === 'object' &&
      payload !== null &&
      'accountId' in payload &&
      payload.accountId === userId
    );
  });
  const grantIds = [
    ...new Set(owned.flatMap((r) => (r.grantId ? [r.grantId] : r.kind === 'Grant' ? [r.id] : []))),
  ];
  for (const r of owned)
    await db.deleteFrom('oidcModels').where('kind', '=', r.kind).where('id', '=', r.id).execute();
  if (grantIds.length > 0) await db.deleteFrom('oidcModels').where('grantId', 'in', grantIds).execute();
}

/** The address a deleted account is left with: unique, and deliverable nowhere (RFC 2606). */
export function releasedEmail(userId: string): string {
  return `${userId}@deleted.invalid`;
}

/** Who deleted an account, for the activity log: its owner (the default), an admin, the system. */
export interface DeletionCause {
  actor: ActivityInput['actor'];
  origin?: RequestOrigin | undefined;
}

export async function deleteAccount(
  deps: { db: Database; bus: ChangeBus },
  userId: string,
  now = Date.now(),
  by: DeletionCause = { actor: 'self' },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    // Recorded with the address as it was, before it is released; the entry outlives the data
    // (account-purge.ts pseudonymises it when the account is erased).
    if (user)
      await recordActivity(trx, {
        action: 'data.deleted',
        user,
        actor: by.actor,
        details: { scope: 'account' },
        origin: by.origin,
      });
    await trx
      .insertInto('deletedSubjects')
      .values({ id: userId, deletedAt: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx.deleteFrom('mutations').where('userId', '=', userId).execute();
    await deleteTokensOf(trx, userId);
    await trx
      .updateTable('users')
      .set((eb) => ({
        deletedAt: now,
        disabledAt: eb.fn.coalesce('disabledAt', eb.val(now)),
        email: releasedEmail(userId),
        passwordHash: null,
        updatedAt: now,
      }))
      .where('id', '=', userId)
      .where('deletedAt', 'is', null)
      .execute();
  });
  await revokeAccountCredentials(deps.db, userId);
  await deps.bus.publish(userId, 0);
}

export async function disableAccount(deps: { db: Database; bus: ChangeBus }, userId: string): Promise<void> {
  await deps.db.updateTable('users').set({ disabledAt: Date.now() }).where('id', '=', userId).execute();
  await revokeAccountCredentials(deps.db, userId);
  await deps.bus.publish(userId, 0);
}
