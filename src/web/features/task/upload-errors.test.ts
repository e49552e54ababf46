import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/plans.ts';
import { ApiError } from '../../lib/api-error.ts';
import { changeLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { TASK_NS } from './i18n.ts';
import { describeUploadError, refuseBeforeSending } from './upload-errors.ts';

afterEach(() => changeLanguage('en', { remember: false }));

const limit = (tier: string, max: number) =>
  new ApiError('PLAN_LIMIT_REACHED', 402, 'Limit', { limit: 'attachmentsPerTask', max, tier });

describe('describeUploadError', () => {
  it('names the size limit in the same unit as the rule', () => {
    expect(describeUploadError(new ApiError('PAYLOAD_TOO_LARGE', 413, 'Too large'))).toEqual({
      error: 'Files can be at most 10 MB.',
      upgrade: false,
    });
  });

  it('names the person’s own plan and its allowance', () => {
    expect(describeUploadError(limit('basic', 1))).toEqual({
      error: 'The Free plan includes 1 file per task. Pro includes 5.',
      upgrade: true,
    });
    // A Pro person refused a sixth file is not told about Free, nor offered Pro.
    expect(describeUploadError(limit('pro', 5))).toEqual({
      error: 'The Pro plan includes 5 files per task.',
      upgrade: false,
    });
  });

  it('falls back to the error catalogue', () => {
    expect(describeUploadError(new ApiError('UNAVAILABLE', 503, 'Down'))).toEqual({
      error: 'Could not reach Quadrant. Check your connection and try again.',
      upgrade: false,
    });
  });

  it('speaks the person’s language, sizes included', async () => {
    await loadNamespaces('de', [TASK_NS, 'common']);
    await changeLanguage('de', { remember: false });
    expect(describeUploadError(new ApiError('PAYLOAD_TOO_LARGE', 413, 'Too large')).error).toBe(
      'Dateien dürfen höchstens 10 MB groß sein.',
    );
    expect(describeUploadError(limit('pro', 5)).error).toBe('Der Pro-Tarif enthält 5 Dateien pro Aufgabe.');
  });
});

describe('refuseBeforeSending', () => {
  it('refuses a file over the limit before it is sent, saying how large it is', () => {
    expect(refuseBeforeSending(11 * 1000 * 1000, 0, 'pro')).toEqual({
      error: 'This file is 10.5 MB; files can be at most 10 MB.',
      upgrade: false,
    });
  });

  it('lets a file of exactly the limit through', () => {
    expect(refuseBeforeSending(MAX_ATTACHMENT_BYTES, 0, 'basic')).toBeNull();
  });

  it('refuses one more file than the plan holds, uploads under way counted', () => {
    expect(refuseBeforeSending(10, 1, 'basic')).toEqual({
      error: 'The Free plan includes 1 file per task. Pro includes 5.',
      upgrade: true,
    });
    expect(refuseBeforeSending(10, 4, 'pro')).toBeNull();
    expect(refuseBeforeSending(10, 5, 'pro')?.error).toBe('The Pro plan includes 5 files per task.');
    expect(refuseBeforeSending(10, 500, 'enterprise')).toBeNull();
  });

  it('leaves the count to the server while the plan is unknown', () => {
    expect(refuseBeforeSending(10, 9, null)).toBeNull();
  });
});
