import { describe, expect, it } from 'vitest';
import type { ListTarget } from '../../../shared/contracts/move-in.ts';
import { Fitter, included, roomOf, targetsOf } from './fit.ts';

const newBoards = (): ListTarget => ({ kind: 'new' });
const pool = (): ListTarget => ({ kind: 'pool' });

describe('what fits the plan', () => {
  it('leaves a Free account what its limits leave, and a Pro account unlimited tasks', () => {
    expect(roomOf('basic', { boards: 2, activeTasks: 40, totalTasks: 200 })).toEqual({ boards: 3, active: 60, total: 50 });
    expect(roomOf('basic', { boards: 9, activeTasks: 140, totalTasks: 300 })).toEqual({ boards: 0, active: 0, total: 0 });
    expect(roomOf('pro', { boards: 10, activeTasks: 5000, totalTasks: 9000 })).toEqual({
      boards: 90,
      active: Infinity,
      total: Infinity,
    });
  });

  it('takes tasks in order: a completed one needs room among all tasks only, an open one among the open too', () => {
    const fitter = new Fitter({ boards: 0, active: 1, total: 3 }, pool);
    const taken = [false, true, true, false, true].map((completed) => fitter.take({ list: 'l0', completed }));
    expect(taken).toEqual([true, true, true, false, false]);
  });

  it('makes a board for a list at its first fitting task, so a list with none makes none', () => {
    const fitter = new Fitter({ boards: 1, active: 2, total: 2 }, newBoards);
    expect(fitter.take({ list: 'a', completed: false })).toBe(true);
    expect(fitter.take({ list: 'b', completed: false })).toBe(false);
    expect(fitter.take({ list: 'a', completed: false })).toBe(true);
    expect(fitter.take({ list: 'c', completed: false })).toBe(false);
    expect([...fitter.boards]).toEqual(['a']);
    // A board this import made already costs nothing again.
    expect(new Fitter({ boards: 0, active: 1, total: 1 }, newBoards, ['b']).take({ list: 'b', completed: false })).toBe(true);
  });

  it('sends an inbox to the pool and every other list to a new board, unless the person chose', () => {
    const targets = targetsOf(
      [
        { key: 'l0', inbox: true },
        { key: 'l1', inbox: false },
        { key: 'l2', inbox: false },
      ],
      [{ key: 'l2', target: { kind: 'skip' } }],
    );
    expect(Object.fromEntries(targets)).toEqual({ l0: { kind: 'pool' }, l1: { kind: 'new' }, l2: { kind: 'skip' } });
    expect(included({ list: 'l2', completed: false }, targets, true)).toBe(false);
    expect(included({ list: 'l1', completed: true }, targets, false)).toBe(false);
    expect(included({ list: 'l1', completed: true }, targets, true)).toBe(true);
  });
});
