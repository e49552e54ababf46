import { describe, expect, it } from 'vitest';
import { applyChanges, EMPTY_WORKSPACE, upsertFromServer } from './workspace-state.ts';
import { makeBoard, makeChanges, makeTask, testId } from './testing/fixtures.ts';

const a = testId(1);
const b = testId(2);

describe('applyChanges', () => {
  it('loads everything into an empty workspace and moves the cursor', () => {
    const state = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({
        version: 7,
        tasks: [makeTask({ id: a, version: 3 })],
        boards: [makeBoard({ id: b, version: 7 })],
      }),
    );
    expect(state.version).toBe(7);
    expect([...state.tasks.keys()]).toEqual([a]);
    expect(state.boards[b]?.version).toBe(7);
  });

  it('upserts by id when the incoming version is newer', () => {
    const start = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({ version: 3, tasks: [makeTask({ id: a, version: 3, title: 'old' })] }),
    );
    const next = applyChanges(
      start,
      makeChanges({ version: 5, tasks: [makeTask({ id: a, version: 5, title: 'new' })] }),
    );
    expect(next.tasks.get(a)?.title).toBe('new');
    expect(next.version).toBe(5);
  });

  it('ignores older versions of what it holds', () => {
    const start = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({ version: 5, tasks: [makeTask({ id: a, version: 5, title: 'current' })] }),
    );
    const next = applyChanges(
      start,
      makeChanges({ version: 5, tasks: [makeTask({ id: a, version: 4, title: 'stale' })] }),
    );
    expect(next).toBe(start);
    expect(next.tasks.get(a)?.title).toBe('current');
  });

  it('does not resurrect a task deleted before the cursor', () => {
    const start = applyChanges(EMPTY_WORKSPACE, makeChanges({ version: 9 }));
    const next = applyChanges(start, makeChanges({ version: 9, tasks: [makeTask({ id: a, version: 8 })] }));
    expect(next.tasks.get(a)).toBeUndefined();
  });

  it('deletes by id, boards and tasks alike', () => {
    const start = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({
        version: 2,
        tasks: [makeTask({ id: a }), makeTask({ id: b })],
        boards: [makeBoard({ id: testId(3) })],
      }),
    );
    const next = applyChanges(
      start,
      makeChanges({ version: 3, deleted: { tasks: [a], boards: [testId(3)] } }),
    );
    expect([...next.tasks.keys()]).toEqual([b]);
    expect(next.boards).toEqual({});
  });

  it('keeps the identity of every unchanged task', () => {
    const start = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({ version: 2, tasks: [makeTask({ id: a }), makeTask({ id: b })] }),
    );
    const next = applyChanges(start, makeChanges({ version: 3, tasks: [makeTask({ id: a, version: 3 })] }));
    expect(next.tasks.get(b)).toBe(start.tasks.get(b));
    expect(next.tasks.get(a)).not.toBe(start.tasks.get(a));
  });
});

describe('upsertFromServer', () => {
  it('takes a write response without moving the cursor', () => {
    const start = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({ version: 2, tasks: [makeTask({ id: a, version: 2 })] }),
    );
    const next = upsertFromServer(start, { tasks: [makeTask({ id: a, version: 4, title: 'saved' })] });
    expect(next.tasks.get(a)?.title).toBe('saved');
    expect(next.version).toBe(2);
  });
});
