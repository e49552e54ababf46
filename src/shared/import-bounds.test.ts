import { describe, expect, it } from 'vitest';
import { IMPORT_JSON_MAX_BYTES, IMPORT_MAX_FILES, importBounds, ZIP32_MAX_BYTES } from './import-bounds.ts';
import { MAX_ATTACHMENT_BYTES, PLAN_LIMITS } from './plans.ts';

describe('importBounds', () => {
  it('gives Free the files its plan holds: 250 tasks with one file each', () => {
    const free = importBounds('basic');
    expect(free.files).toBe(PLAN_LIMITS.basic.totalTasks * PLAN_LIMITS.basic.attachmentsPerTask);
    expect(free.files).toBe(250);
    expect(free.entries).toBe(2 * 250 + 64);
    expect(free.inflatedBytes).toBe(IMPORT_JSON_MAX_BYTES + 250 * MAX_ATTACHMENT_BYTES);
    // The zip as sent: those files stored, their headers, quadrant.json and the CSV files.
    expect(free.zipBytes).toBeGreaterThan(free.inflatedBytes);
    expect(free.zipBytes).toBeLessThan(ZIP32_MAX_BYTES);
  });

  it('caps plans without a file limit at what a zip without zip64 holds', () => {
    for (const tier of ['pro', 'enterprise'] as const) {
      const b = importBounds(tier);
      expect(b.files).toBe(IMPORT_MAX_FILES);
      expect(b.zipBytes).toBe(ZIP32_MAX_BYTES);
      expect(b.inflatedBytes).toBe(ZIP32_MAX_BYTES);
    }
  });
});
