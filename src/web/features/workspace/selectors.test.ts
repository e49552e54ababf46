import { describe, expect, it } from 'vitest';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import { createBoardListsSelector } from './selectors.ts';
import { makeTask, testId } from './testing/fixtures.ts';
import { EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';

const board = testId(900);

function workspace(tasks: Task[]): WorkspaceState {
  return { ...EMPTY_WORKSPACE, version: 1, tasks: new Map(tasks.map((t) => [t.id, t])) };
}

describe('board lists', () => {
  it('sorts each quadrant by order, then by id', () => {
    const select = createBoardListsSelector(board);
    const lists = select(
      workspace([
        makeTask({ id: testId(3), boards: [{ boardId: board, order: 'a1' }] }),
        makeTask({ id: testId(2), boards: [{ boardId: board, order: 'a1' }] }),
        makeTask({ id: testId(1), boards: [{ boardId: board, order: 'a2' }] }),
        makeTask({ id: testId(4), boards: [{ boardId: board, order: 'a0' }], quadrant: 2 }),
      ]),
    );
    expect(lists[1].open).toEqual([testId(2), testId(3), testId(1)]);
    expect(lists[2].open).toEqual([testId(4)]);
    expect(lists[3].open).toEqual([]);
  });

  it('puts completed tasks in their own list after the open ones', () => {
    const lists = createBoardListsSelector(board)(
      workspace([
        makeTask({ id: testId(1), boards: [{ boardId: board, order: 'a0' }], completed: true }),
        makeTask({ id: testId(2), boards: [{ boardId: board, order: 'a1' }] }),
      ]),
    );
    expect(lists[1].open).toEqual([testId(2)]);
    expect(lists[1].done).toEqual([testId(1)]);
  });

  it('shows in the pool exactly the tasks on no board, by pool order', () => {
    const lists = createBoardListsSelector(POOL_BOARD_ID)(
      workspace([
        makeTask({ id: testId(1), poolOrder: 'a2' }),
        makeTask({ id: testId(2), poolOrder: 'a1' }),
        makeTask({ id: testId(3), poolOrder: 'a0', boards: [{ boardId: board, order: 'a0' }] }),
      ]),
    );
    expect(lists[1].open).toEqual([testId(2), testId(1)]);
  });

  it('patches only the lists a change touches, keeping the others identical', () => {
    const select = createBoardListsSelector(board);
    const t1 = makeTask({ id: testId(1), boards: [{ boardId: board, order: 'a0' }] });
    const t2 = makeTask({ id: testId(2), boards: [{ boardId: board, order: 'a1' }], quadrant: 2 });
    const t3 = makeTask({ id: testId(3), boards: [{ boardId: board, order: 'a0' }], quadrant: 3 });
    const first = select(workspace([t1, t2, t3]));
    const moved = select(
      workspace([{ ...t1, quadrant: 2, boards: [{ boardId: board, order: 'a2' }] }, t2, t3]),
    );
    expect(moved[1].open).toEqual([]);
    expect(moved[2].open).toEqual([testId(2), testId(1)]);
    expect(moved[3]).toBe(first[3]);
    const renamed = select(
      workspace([{ ...t1, quadrant: 2, boards: [{ boardId: board, order: 'a2' }], title: 'x' }, t2, t3]),
    );
    expect(renamed).toBe(moved);
  });

  it('drops deleted tasks and adds new ones in order', () => {
    const select = createBoardListsSelector(board);
    const t1 = makeTask({ id: testId(1), boards: [{ boardId: board, order: 'a0' }] });
    const t2 = makeTask({ id: testId(2), boards: [{ boardId: board, order: 'a2' }] });
    select(workspace([t1, t2]));
    const next = select(
      workspace([t2, makeTask({ id: testId(5), boards: [{ boardId: board, order: 'a1' }] })]),
    );
    expect(next[1].open).toEqual([testId(5), testId(2)]);
  });
});
