/**
 * An admin signs a person out of every device (a lost phone, a shared password): the same ending
 * of sessions, grants and refresh tokens a password change does (identity/account-sessions.ts),
 * with the admin's entry `admin.user_modified` in the same transaction — the admin as actor, the
 * person as subject, how many sign-ins ended and the reason. Open devices are then told to sign
 * out now (`sessions-revoked`), not when their short-lived access token expires.
 * With an external identity provider the sessions are that provider's: refused, saying so.
 */
import type { EndSessionsBody } from '../../../shared/contracts/admin.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { endAccountSessions } from '../identity/account-sessions.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import type { Viewer } from './admin-activity.service.ts';
import { findPerson } from './admin-users.repo.ts';

export interface SessionDeps {
  db: Database;
  bus: ChangeBus;
  /** Set when people sign in through an external provider, which holds their sessions. */
  externalIssuer: string | undefined;
}

export async function endSessions(
  deps: SessionDeps,
  who: Viewer,
  userId: string,
  body: EndSessionsBody,
): Promise<{ ended: number }> {
  const person = await findPerson(deps.db, userId);
  if (!person) throw new AppError('NOT_FOUND', 'User not found');
  if (deps.externalIssuer)
    throw new AppError(
      'CONFLICT',
      'People sign in through your organization’s identity provider: end this person’s sessions there.',
      { reason: 'sessions_managed_elsewhere' },
    );
  const ended = await deps.db.transaction().execute(async (trx) => {
    const grants = await endAccountSessions(trx, userId);
    await recordActivity(trx, {
      action: 'admin.user_modified',
      user: { id: person.id, email: person.email },
      actor: who.admin,
      details: { change: 'sessions_ended', sessions: grants, reason: body.reason },
      origin: who.origin,
    });
    return grants;
  });
  await deps.bus.publish(userId, 0, ['sessions-revoked']);
  return { ended };
}
