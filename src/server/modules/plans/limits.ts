/**
 * Plan limits, enforced inside the write transaction (see sync/write.ts for why that cannot race).
 * Counts: boards not deleted; active tasks = not completed, not deleted; total = not deleted.
 */
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import {
  PLAN_LIMITS,
  PLAN_TIERS,
  UNLIMITED,
  withinLimit,
  type LimitName,
  type PlanTier,
  type Usage,
} from '../../../shared/plans.ts';

export async function countUsage(db: Kysely<DB> | Transaction<DB>, userId: string): Promise<Usage> {
  const [boards, tasks] = await Promise.all([
    db
      .selectFrom('boards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tasks')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('completedAt', 'is', null).as('active'),
      ])
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { boards: Number(boards.n), activeTasks: Number(tasks.active), totalTasks: Number(tasks.total) };
}

const LIMIT_MESSAGES: Record<LimitName, (max: number) => string> = {
  boards: (max) => `Your plan includes ${max} boards. Upgrade to Pro for more boards.`,
  activeTasks: (max) =>
    `Your plan includes ${max} open tasks. Complete or delete some, or upgrade to Pro for unlimited tasks.`,
  totalTasks: (max) =>
    `Your plan includes ${max} tasks in total. Delete some, or upgrade to Pro for unlimited tasks.`,
};

/** Whether `adding` more of each fits the plan (for work that gives way instead of failing). */
export async function hasRoomFor(
  trx: Transaction<DB>,
  userId: string,
  tier: PlanTier,
  adding: Partial<Record<LimitName, number>>,
): Promise<boolean> {
  try {
    await assertWithinLimits(trx, userId, tier, adding);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'PLAN_LIMIT_REACHED') return false;
    throw error;
  }
}

/** Throws PLAN_LIMIT_REACHED (with the limit named) unless `adding` more of each fits the plan. */
export async function assertWithinLimits(
  trx: Transaction<DB>,
  userId: string,
  tier: PlanTier,
  adding: Partial<Record<LimitName, number>>,
): Promise<void> {
  const limits = PLAN_LIMITS[tier];
  const bounded = Object.entries(adding).filter(
    ([name, n]) => n > 0 && limits[name as LimitName] !== UNLIMITED,
  );
  if (bounded.length === 0) return; // nothing to count on an unlimited plan
  const usage = await countUsage(trx, userId);
  for (const [name, n] of Object.entries(adding) as [LimitName, number][]) {
    if (n > 0 && !withinLimit(limits, usage, name, n)) {
      throw new AppError('PLAN_LIMIT_REACHED', LIMIT_MESSAGES[name](limits[name]), {
        limit: name,
        max: limits[name],
        tier,
      });
    }
  }
}

const TierSchema = z.enum(PLAN_TIERS);

/**
 * The user's plan, read outside a write: for a refusal made before a request's body is read (an
 * upload, an import). The write checks again inside its transaction, with the tier it locked.
 */
export async function userTier(db: Kysely<DB>, userId: string): Promise<PlanTier> {
  const row = await db.selectFrom('users').select('tier').where('id', '=', userId).executeTakeFirst();
  const tier = TierSchema.safeParse(row?.tier);
  return tier.success ? tier.data : 'basic';
}

/**
 * Throws PLAN_LIMIT_REACHED unless the task has room for one more file on this plan: inside the
 * write (race-free), and before an upload's body is read (so a refused one is not read at all).
 */
export async function assertAttachmentRoom(
  trx: Kysely<DB> | Transaction<DB>,
  userId: string,
  tier: PlanTier,
  taskId: string,
): Promise<void> {
  const max = PLAN_LIMITS[tier].attachmentsPerTask;
  if (max === UNLIMITED) return;
  const { n } = await trx
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('taskId', '=', taskId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(n) < max) return;
  const pro = PLAN_LIMITS.pro.attachmentsPerTask;
  const message =
    max < pro
      ? `Your plan includes ${max} file per task. Remove it, or upgrade to Pro to attach up to ${pro}.`
      : `Your plan includes ${max} files per task. Remove one to attach another.`;
  throw new AppError('PLAN_LIMIT_REACHED', message, { limit: 'attachmentsPerTask', max, tier });
}
