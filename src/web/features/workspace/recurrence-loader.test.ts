import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTask, testId } from './testing/fixtures.ts';

// The test setup loads rrule for every test; these start from a fresh module, as a page does.
beforeEach(() => {
  vi.resetModules();
});

describe('the next occurrence before and after rrule arrives', () => {
  const task = makeTask({ id: testId(1), repeat: 'FREQ=WEEKLY;BYDAY=MO', dueDate: '2026-11-23' });

  it('drafts nothing until the module is here (the echo brings the next one), then drafts it', async () => {
    const { draftNextOccurrence } = await import('./next-occurrence.ts');
    const { loadRecurrenceDates, recurrenceDates } = await import('./recurrence-loader.ts');
    const tasks = new Map([[task.id, task]]);
    expect(recurrenceDates()).toBeNull();
    expect(draftNextOccurrence(tasks, task, testId(2), '2026-11-23')).toBeUndefined();
    await loadRecurrenceDates();
    expect(draftNextOccurrence(tasks, task, testId(2), '2026-11-23')).toMatchObject({
      id: testId(2),
      dueDate: '2026-11-30',
      completed: false,
    });
  });
});
