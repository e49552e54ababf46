import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyOperation, capturePrevious, revertOperation, type Operation } from './optimistic.ts';
import { makeBoard, makeChanges, makeTask, testId } from './testing/fixtures.ts';
import {
  beginOperation,
  confirmOperation,
  readWorkspace,
  receiveChanges,
  rollbackOperation,
  WORKSPACE_KEY,
} from './workspace-query.ts';
import { EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';

const board = testId(100);
const id = testId(1);

function stateWith(...tasks: ReturnType<typeof makeTask>[]): WorkspaceState {
  return {
    ...EMPTY_WORKSPACE,
    version: 5,
    boards: { [board]: makeBoard({ id: board }) },
    tasks: new Map(tasks.map((t) => [t.id, t])),
  };
}

function moveOp(state: WorkspaceState, quadrant: 1 | 2 | 3 | 4, order: string): Operation {
  const task = state.tasks.get(id);
  if (!task) throw new Error('fixture has no task');
  const patch = { quadrant, placement: { boardId: board, order } };
  return { kind: 'patchTask', taskId: id, patch, previous: capturePrevious(task, patch) };
}

describe('optimistic operations', () => {
  it('a move sets quadrant and order on that board; its revert restores both', () => {
    const start = stateWith(makeTask({ id, boards: [{ boardId: board, order: 'a0' }] }));
    const op = moveOp(start, 3, 'a5');
    const moved = applyOperation(start, op);
    expect(moved.tasks.get(id)?.quadrant).toBe(3);
    expect(moved.tasks.get(id)?.boards).toEqual([{ boardId: board, order: 'a5' }]);
    expect(applyOperation(moved, op)).toBe(moved);
    expect(revertOperation(moved, op).tasks.get(id)).toEqual(start.tasks.get(id));
  });

  it('a revert leaves alone a field someone else changed since', () => {
    const start = stateWith(makeTask({ id, boards: [{ boardId: board, order: 'a0' }] }));
    const op = moveOp(start, 3, 'a5');
    const moved = applyOperation(start, op);
    const elsewhere = {
      ...moved,
      tasks: new Map([[id, { ...moved.tasks.get(id)!, quadrant: 4 as const, version: 9 }]]),
    };
    expect(revertOperation(elsewhere, op)).toBe(elsewhere);
  });

  it('deleting a board sends its tasks back; the revert puts them on it again', () => {
    const start = stateWith(makeTask({ id, boards: [{ boardId: board, order: 'a3' }] }));
    const op: Operation = { kind: 'deleteBoard', board: start.boards[board]!, placements: { [id]: 'a3' } };
    const deleted = applyOperation(start, op);
    expect(deleted.boards[board]).toBeUndefined();
    expect(deleted.tasks.get(id)?.boards).toEqual([]);
    const restored = revertOperation(deleted, op);
    expect(restored.tasks.get(id)?.boards).toEqual([{ boardId: board, order: 'a3' }]);
    expect(restored.boards[board]).toBeDefined();
  });
});

describe('pending operations in the cache', () => {
  function clientWith(state: WorkspaceState): QueryClient {
    const client = new QueryClient();
    client.setQueryData(WORKSPACE_KEY, state);
    return client;
  }

  it('survive an echo of an older write until they settle', () => {
    const start = stateWith(makeTask({ id, boards: [{ boardId: board, order: 'a0' }] }));
    const client = clientWith(start);
    const handle = beginOperation(client, moveOp(start, 2, 'a1'));
    // The socket delivers an unrelated, older change to the same task.
    receiveChanges(
      client,
      makeChanges({
        version: 6,
        tasks: [makeTask({ id, title: 'renamed', version: 6, boards: [{ boardId: board, order: 'a0' }] })],
      }),
    );
    expect(readWorkspace(client)?.tasks.get(id)).toMatchObject({ title: 'renamed', quadrant: 2 });
    confirmOperation(client, handle, {
      tasks: [
        makeTask({
          id,
          title: 'renamed',
          quadrant: 2,
          version: 7,
          boards: [{ boardId: board, order: 'a1' }],
        }),
      ],
    });
    expect(readWorkspace(client)?.tasks.get(id)?.version).toBe(7);
  });

  it('roll back precisely their own change', () => {
    const start = stateWith(makeTask({ id, boards: [{ boardId: board, order: 'a0' }] }));
    const client = clientWith(start);
    const handle = beginOperation(client, moveOp(start, 4, 'Zz'));
    rollbackOperation(client, handle);
    expect(readWorkspace(client)?.tasks.get(id)).toEqual(start.tasks.get(id));
  });
});
