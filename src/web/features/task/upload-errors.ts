/**
 * An upload's failure as a sentence: the two limits a person can act on are named plainly (the
 * file size, and the plan's files per task with what Pro allows); anything else by error code.
 * A refusal by the Free plan's files per task is one Pro lifts: it offers the upgrade (the size
 * limit is the same on every plan, so it does not).
 */
import { MAX_ATTACHMENT_BYTES, PLAN_LIMITS } from '../../../shared/plans.ts';
import { ApiError } from '../../lib/api-error.ts';
import { describeError } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { TASK_NS } from './i18n.ts';

export function describeUploadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) {
    return i18n.t('attachments.tooLarge', { ns: TASK_NS, max: MAX_ATTACHMENT_BYTES / 1024 / 1024 });
  }
  if (error instanceof ApiError && error.status === 402) {
    return i18n.t('attachments.planLimit', {
      ns: TASK_NS,
      free: PLAN_LIMITS.basic.attachmentsPerTask,
      pro: PLAN_LIMITS.pro.attachmentsPerTask,
    });
  }
  return describeError(error);
}

/** Whether upgrading lifts this refusal: the files-per-task limit of the Free plan. */
export function upgradeLiftsUpload(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'PLAN_LIMIT_REACHED' &&
    error.details?.limit === 'attachmentsPerTask' &&
    error.details.tier === 'basic'
  );
}
