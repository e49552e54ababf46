/**
 * An upload's refusal as a sentence: the two limits a person can act on are named plainly (the
 * file size, and the files per task of the person's own plan, with what Pro allows when Pro would
 * lift it); anything else by error code. Both limits are checked here before a byte is sent (the
 * server refuses the same, and is the authority): an 11 MB file is refused at once, not after it
 * has crossed the network.
 */
import { z } from 'zod';
import { formatFileSize } from '../../../shared/file-size.ts';
import {
  MAX_ATTACHMENT_BYTES,
  PLAN_LIMITS,
  PLAN_TIERS,
  UNLIMITED,
  type PlanTier,
} from '../../../shared/plans.ts';
import { ApiError } from '../../lib/api-error.ts';
import { describeError } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { TASK_NS } from './i18n.ts';

export interface UploadRefusal {
  error: string;
  /** Upgrading lifts it: the Free plan's files per task (the size limit is the same on every plan). */
  upgrade: boolean;
}

/** The files-per-task limit of `tier`, in words that name that plan. */
function planLimit(tier: PlanTier | null, max: number): UploadRefusal {
  if (tier === 'basic') {
    const pro = PLAN_LIMITS.pro.attachmentsPerTask;
    return { error: i18n.t('attachments.planLimitFree', { ns: TASK_NS, count: max, pro }), upgrade: true };
  }
  const key = tier === 'pro' ? 'attachments.planLimitPro' : 'attachments.planLimitOther';
  return { error: i18n.t(key, { ns: TASK_NS, count: max }), upgrade: false };
}

function tooLarge(size?: number): UploadRefusal {
  const max = formatFileSize(MAX_ATTACHMENT_BYTES, i18n.language);
  const error =
    size === undefined
      ? i18n.t('attachments.tooLarge', { ns: TASK_NS, max })
      : i18n.t('attachments.tooLargeSized', { ns: TASK_NS, max, size: formatFileSize(size, i18n.language) });
  return { error, upgrade: false };
}

const PlanLimitDetails = z.object({
  limit: z.literal('attachmentsPerTask'),
  max: z.number().int(),
  tier: z.enum(PLAN_TIERS).nullable().catch(null),
});

/** The server's refusal of an upload. */
export function describeUploadError(error: unknown): UploadRefusal {
  if (error instanceof ApiError && error.status === 413) return tooLarge();
  if (error instanceof ApiError && error.code === 'PLAN_LIMIT_REACHED') {
    const details = PlanLimitDetails.safeParse(error.details);
    if (details.success) return planLimit(details.data.tier, details.data.max);
  }
  return { error: describeError(error), upgrade: false };
}

/**
 * Refused before sending: a file over the size limit, or a task that already holds (with the
 * uploads under way) as many files as the plan allows. Null: send it. Without the plan known yet,
 * only the size is checked.
 */
export function refuseBeforeSending(size: number, held: number, tier: PlanTier | null): UploadRefusal | null {
  if (size > MAX_ATTACHMENT_BYTES) return tooLarge(size);
  if (tier === null) return null;
  const max = PLAN_LIMITS[tier].attachmentsPerTask;
  return max !== UNLIMITED && held >= max ? planLimit(tier, max) : null;
}
