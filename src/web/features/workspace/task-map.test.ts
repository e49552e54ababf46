import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { changedSince, editTasks, EMPTY_TASKS, type TaskMap } from './task-map.ts';
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
    // Backwards too: what differs is the same set.
    expect(changedSince(start, next)).toEqual(new Set([testId(1), testId(2)]));
  });

  it('finds what differs between two edits of one ancestor (a view re-projected on a new base)', () => {
    const [a, b, c] = [1, 2, 3].map((n) => makeTask({ id: testId(n) })) as [Task, Task, Task];
    const base = editTasks(EMPTY_TASKS, [a, b, c]);
    const view = editTasks(base, [{ ...a, title: 'optimistic' }]);
    const newBase = editTasks(base, [{ ...a, title: 'server' }]);
    const newView = editTasks(newBase, [{ ...b, title: 'pending' }]);
    expect(changedSince(newView, view)).toEqual(new Set([testId(1), testId(2)]));
    expect(changedSince(view, newView)).toEqual(new Set([testId(1), testId(2)]));
  });

  it('gives up on maps of unrelated lines', () => {
    const a = makeTask({ id: testId(1) });
    expect(changedSince(editTasks(EMPTY_TASKS, [a]), new Map([[a.id, a]]))).toBeNull();
  });

  it('never misses a difference over random trees of edits', () => {
    const ids = [1, 2, 3, 4, 5].map((n) => testId(n));
    const step = fc.record({
      from: fc.nat(),
      upserts: fc.subarray(ids),
      deletes: fc.subarray(ids),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.nat(), fc.nat(), (steps, i, j) => {
        const maps: TaskMap[] = [EMPTY_TASKS];
        for (const [k, s] of steps.entries()) {
          const from = maps[s.from % maps.length] ?? EMPTY_TASKS;
          const upserts = s.upserts.map((id) => makeTask({ id, title: `step ${k}` }));
          maps.push(editTasks(from, upserts, s.deletes));
        }
        const x = maps[i % maps.length] ?? EMPTY_TASKS;
        const y = maps[j % maps.length] ?? EMPTY_TASKS;
        const changed = changedSince(x, y);
        expect(changed).not.toBeNull();
        for (const id of ids) if (x.get(id) !== y.get(id)) expect(changed?.has(id)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
