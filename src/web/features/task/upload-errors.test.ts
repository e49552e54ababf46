import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { describeUploadError, upgradeLiftsUpload } from './upload-errors.ts';

describe('describeUploadError', () => {
  it('names the size limit for a refused large file', () => {
    expect(describeUploadError(new ApiError('PAYLOAD_TOO_LARGE', 413, 'Too large'))).toBe(
      'Files can be at most 10 MB.',
    );
  });
  it('names the plan limit and what Pro allows', () => {
    const error = new ApiError('PLAN_LIMIT_REACHED', 402, 'Limit', { limit: 'attachmentsPerTask' });
    expect(describeUploadError(error)).toBe('Free includes 1 attachment per task. Pro includes 5.');
  });
  it('falls back to the error catalogue', () => {
    expect(describeUploadError(new ApiError('UNAVAILABLE', 503, 'Down'))).toBe(
      'Could not reach Quadrant. Check your connection and try again.',
    );
  });
});

describe('upgradeLiftsUpload', () => {
  it('offers Pro for the Free plan’s files per task, not for the size or on Pro', () => {
    const limit = (tier: string) =>
      new ApiError('PLAN_LIMIT_REACHED', 402, 'Limit', { limit: 'attachmentsPerTask', max: 1, tier });
    expect(upgradeLiftsUpload(limit('basic'))).toBe(true);
    expect(upgradeLiftsUpload(limit('pro'))).toBe(false);
    expect(upgradeLiftsUpload(new ApiError('PAYLOAD_TOO_LARGE', 413, 'Too large'))).toBe(false);
    expect(upgradeLiftsUpload(new Error('offline'))).toBe(false);
  });
});
