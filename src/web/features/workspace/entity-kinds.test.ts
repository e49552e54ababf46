import { describe, expect, it } from 'vitest';
import { applyOperation, revertOperation, type Operation } from './optimistic.ts';
import { capturePreviousFields } from './row-operations.ts';
import { checklistOf, progressOf } from './task-details.ts';
import { makeAttachment, makeChanges, makeChecklistItem, makeTask, testId } from './testing/fixtures.ts';
import { applyChanges, EMPTY_WORKSPACE, upsertFromServer } from './workspace-state.ts';

const task = testId(1);

describe('the workspace by entity kind', () => {
  it('merges every kind of a batch, deletes included', () => {
    const start = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({
        version: 3,
        full: true,
        tasks: [makeTask({ id: task })],
        checklistItems: [makeChecklistItem({ id: testId(2), taskId: task, version: 2 })],
        attachments: [makeAttachment({ id: testId(3), taskId: task, version: 3 })],
      }),
    );
    expect(start.checklistItems.size).toBe(1);
    expect(start.attachments.size).toBe(1);
    const next = applyChanges(
      start,
      makeChanges({
        version: 4,
        checklistItems: [makeChecklistItem({ id: testId(2), taskId: task, version: 4, done: true })],
        deleted: { attachments: [testId(3)] },
      }),
    );
    expect(next.checklistItems.get(testId(2))?.done).toBe(true);
    expect(next.attachments.size).toBe(0);
    expect(next.tasks).toBe(start.tasks);
  });

  it('replaces everything on a full snapshot, and ignores an older echo otherwise', () => {
    const start = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({ version: 5, full: true, tasks: [makeTask({ id: task, version: 5 })] }),
    );
    const stale = applyChanges(
      start,
      makeChanges({ version: 5, tasks: [makeTask({ id: testId(9), version: 2 })] }),
    );
    expect(stale).toBe(start);
    const snapshot = applyChanges(
      start,
      makeChanges({ version: 2, full: true, tasks: [makeTask({ id: testId(9), version: 2 })] }),
    );
    expect([...snapshot.tasks.keys()]).toEqual([testId(9)]);
    expect(snapshot.version).toBe(2);
  });

  it('takes rows a write returned without moving the cursor', () => {
    const item = makeChecklistItem({ id: testId(2), taskId: task, version: 8 });
    const next = upsertFromServer({ ...EMPTY_WORKSPACE, version: 7 }, { checklistItems: [item] });
    expect(next.checklistItems.get(item.id)).toBe(item);
    expect(next.version).toBe(7);
  });
});

describe('row operations', () => {
  const item = makeChecklistItem({ id: testId(2), taskId: task, text: 'old' });
  const state = upsertFromServer(EMPTY_WORKSPACE, { checklistItems: [item] });

  it('patches and reverts only what still holds its values', () => {
    const op: Operation = {
      kind: 'patchRow',
      entity: 'checklistItems',
      id: item.id,
      patch: { text: 'new', done: true },
      previous: capturePreviousFields<'checklistItems'>(item, { text: 'new', done: true }),
    };
    const applied = applyOperation(state, op);
    expect(applied.checklistItems.get(item.id)).toMatchObject({ text: 'new', done: true });
    expect(applyOperation(applied, op)).toBe(applied);
    expect(revertOperation(applied, op).checklistItems.get(item.id)).toMatchObject({
      text: 'old',
      done: false,
    });
    const changedElsewhere = upsertFromServer(applied, {
      checklistItems: [{ ...item, text: 'theirs', done: true, version: 9 }],
    });
    expect(revertOperation(changedElsewhere, op).checklistItems.get(item.id)?.text).toBe('theirs');
  });

  it('puts and removes rows, and a revert restores exactly them', () => {
    const extra = makeChecklistItem({ id: testId(3), taskId: task });
    const put: Operation = { kind: 'putRow', entity: 'checklistItems', row: extra };
    const withExtra = applyOperation(state, put);
    expect(withExtra.checklistItems.size).toBe(2);
    expect(revertOperation(withExtra, put).checklistItems.has(extra.id)).toBe(false);
    const remove: Operation = { kind: 'removeRow', entity: 'checklistItems', row: item };
    const removed = applyOperation(state, remove);
    expect(removed.checklistItems.has(item.id)).toBe(false);
    expect(revertOperation(removed, remove).checklistItems.get(item.id)).toBe(item);
  });
});

describe('per-task views', () => {
  it('sorts a checklist and counts its progress, keeping identity while counts hold', () => {
    const a = makeChecklistItem({ id: testId(2), taskId: task, order: 'a1', done: true });
    const b = makeChecklistItem({ id: testId(3), taskId: task, order: 'a0' });
    const other = makeChecklistItem({ id: testId(4), taskId: testId(50), order: 'a0' });
    const state = upsertFromServer(EMPTY_WORKSPACE, { checklistItems: [a, b, other] });
    expect(checklistOf(state.checklistItems, task).map((i) => i.id)).toEqual([b.id, a.id]);
    const progress = progressOf(state.checklistItems, task);
    expect(progress).toEqual({ done: 1, total: 2 });
    const renamed = upsertFromServer(state, { checklistItems: [{ ...b, text: 'renamed', version: 5 }] });
    expect(progressOf(renamed.checklistItems, task)).toBe(progress);
    expect(progressOf(renamed.checklistItems, testId(99))).toBeUndefined();
  });
});
