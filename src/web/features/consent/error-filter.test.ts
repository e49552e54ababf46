import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { TRACE_SAMPLE_RATE, errorReport, sampleTrace, shouldReportError } from './error-filter.ts';

const online = { online: true };

describe('error report filter (spec §5)', () => {
  it('reports ordinary bugs and server errors', () => {
    expect(
      shouldReportError(new TypeError("Cannot read properties of undefined (reading 'id')"), online),
    ).toBe(true);
    expect(shouldReportError(new ApiError('INTERNAL', 500, 'boom'), online)).toBe(true);
    expect(shouldReportError(new ApiError('VALIDATION_FAILED', 400, 'bad'), online)).toBe(true);
  });

  it('suppresses 400s that carry details, 401, 403 and 429', () => {
    expect(
      shouldReportError(new ApiError('VALIDATION_FAILED', 400, 'bad', { resource: 'task' }), online),
    ).toBe(false);
    expect(shouldReportError(new ApiError('VALIDATION_FAILED', 400, 'bad', { issues: [] }), online)).toBe(
      false,
    );
    expect(shouldReportError(new ApiError('UNAUTHENTICATED', 401, 'x'), online)).toBe(false);
    expect(shouldReportError(new ApiError('FORBIDDEN', 403, 'x'), online)).toBe(false);
    expect(shouldReportError(new ApiError('RATE_LIMITED', 429, 'x'), online)).toBe(false);
    expect(shouldReportError({ status: 429, message: 'plain object' }, online)).toBe(false);
  });

  it('suppresses cancelled requests', () => {
    expect(shouldReportError(new DOMException('The operation was aborted.', 'AbortError'), online)).toBe(
      false,
    );
    expect(shouldReportError({ name: 'CancelledError', message: 'CancelledError' }, online)).toBe(false);
  });

  it('drops reports from browser extensions', () => {
    const err = new Error('x');
    err.stack = 'Error: x\n    at chrome-extension://abcdef/content.js:1:1';
    expect(shouldReportError(err, online)).toBe(false);
    expect(
      shouldReportError(new Error('y'), { online: true, filename: 'moz-extension://1234/script.js' }),
    ).toBe(false);
    expect(
      shouldReportError(new Error('y'), { online: true, filename: 'https://quadrant.app/assets/app.js' }),
    ).toBe(true);
  });

  it('drops network errors while offline, but not while online', () => {
    const offline = { online: false };
    expect(shouldReportError(new TypeError('Failed to fetch'), offline)).toBe(false);
    expect(shouldReportError(new ApiError('UNAVAILABLE', 0, 'Could not reach Quadrant.'), offline)).toBe(
      false,
    );
    expect(shouldReportError(new TypeError('Failed to fetch'), online)).toBe(true);
    expect(shouldReportError(new TypeError('x is not a function'), offline)).toBe(true);
  });

  it('samples traces at 0.1', () => {
    expect(TRACE_SAMPLE_RATE).toBe(0.1);
    expect(sampleTrace(0.05)).toBe(true);
    expect(sampleTrace(0.1)).toBe(false);
    expect(sampleTrace(0.9)).toBe(false);
  });

  it('builds a report without query strings or personal fields', () => {
    const report = errorReport(new ApiError('INTERNAL', 500, 'boom'), {
      online: true,
      path: '/app/board/pool/matrix',
      language: 'de',
    });
    expect(report).toMatchObject({
      type: 'error',
      name: 'ApiError',
      message: 'boom',
      status: 500,
      code: 'INTERNAL',
      path: '/app/board/pool/matrix',
      language: 'de',
    });
  });
});
