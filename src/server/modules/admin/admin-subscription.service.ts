/**
 * An admin changes a person's subscription (spec §4, §5): through the billing service a person's
 * own change uses (billing/admin-plan-changes.ts), with the admin's entry
 * `admin.subscription_modified` in the same transaction — the admin as actor, the person as
 * subject, the action, tier, trial days and reason, and what the plan was before. The reason is
 * required (the contract refuses a blank one: "Please provide a reason for this action").
 */
import { AppError } from '../../http/errors.ts';
import type { ModifySubscriptionBody } from '../../../shared/contracts/admin.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { adminChangePlan } from '../billing/admin-plan-changes.ts';
import type { BillingDeps } from '../billing/billing.service.ts';
import type { Viewer } from './admin-activity.service.ts';
import { invalidateAdminStats } from './admin-stats.ts';
import { findPerson } from './admin-users.repo.ts';

export async function changeSubscription(
  deps: BillingDeps,
  who: Viewer,
  userId: string,
  body: ModifySubscriptionBody,
): Promise<void> {
  const person = await findPerson(deps.db, userId);
  if (!person) throw new AppError('NOT_FOUND', 'User not found');
  await adminChangePlan(deps, userId, body, {
    admin: who.admin,
    origin: who.origin,
    record: (w, from) =>
      recordActivity(w.trx, {
        action: 'admin.subscription_modified',
        user: { id: person.id, email: person.email },
        actor: who.admin,
        details: {
          action: body.action,
          tier: 'tier' in body ? body.tier : null,
          trialDays: 'trialDays' in body ? body.trialDays : null,
          reason: body.reason,
          from,
        },
        origin: who.origin,
      }),
  });
  invalidateAdminStats(deps.db);
}
