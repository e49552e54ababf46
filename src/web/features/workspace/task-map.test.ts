import { describe, expect, it } from 'vitest';
import { changedSince, editTasks, EMPTY_TASKS } from './task-map.ts';
import { makeTask, testId } from './testing/fixtures.ts';

describe('task map', () => {
  it('copies on write and returns the same map when nothing changes', () => {
    const a = makeTask({ id: testId(1) });
    const one = editTasks(EMPTY_TASKS, [a]);
    expect(one).not.toBe(EMPTY_TASKS);
    expect(EMPTY_TASKS.size).toBe(0);
    expect(editTasks(one, [a])).toBe(one);
    expect(editTasks(one, [], [testId(9)])).toBe(one);
  });

  it('knows which ids changed across a chain of edits', () => {
    const a = makeTask({ id: testId(1) });
    const b = makeTask({ id: testId(2) });
    const start = editTasks(EMPTY_TASKS, [a, b]);
    const next = editTasks(editTasks(start, [{ ...a, title: 'x' }]), [], [testId(2)]);
    expect(changedSince(next, start)).toEqual(new Set([testId(1), testId(2)]));
    expect(changedSince(start, next)).toBeNull();
  });
});
