import { describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { makeTask, testId } from '../workspace/testing/fixtures.ts';
import { editTasks, EMPTY_TASKS } from '../workspace/task-map.ts';
import type { BoardLists } from '../workspace/selectors.ts';
import {
  filterParams,
  isFiltering,
  matchesFilter,
  NO_FILTER,
  parseFilter,
  weekStart,
  type BoardFilter,
} from './board-filter.ts';
import { createFilteredListsSelector } from './filtered-lists.ts';

// Thursday 10 December 2026, 18:30 on the person's wall clock.
const NOW = { date: '2026-12-10', time: '18:30' };

describe('parseFilter', () => {
  it('reads colours (palette order, no repeats) and one due filter from the URL', () => {
    const filter = parseFilter(new URLSearchParams('color=teal,red,teal&due=week'));
    expect(filter).toEqual({ colors: ['red', 'teal'], due: 'week' });
    expect(filterParams(filter)).toEqual({ color: 'red,teal', due: 'week' });
  });

  it('ignores unknown values instead of failing', () => {
    expect(parseFilter(new URLSearchParams('color=plaid&due=someday'))).toBe(NO_FILTER);
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(filterParams(NO_FILTER)).toEqual({ color: null, due: null });
  });
});

describe('matchesFilter', () => {
  const task = (over: Partial<Task>) => makeTask({ ...over, id: testId(1) });
  const only = (filter: Partial<BoardFilter>) => ({ ...NO_FILTER, ...filter });

  it('keeps the chosen colours', () => {
    const filter = only({ colors: ['red', 'blue'] });
    expect(matchesFilter(task({ color: 'red' }), filter, NOW)).toBe(true);
    expect(matchesFilter(task({ color: 'yellow' }), filter, NOW)).toBe(false);
  });

  it('overdue: earlier days and today once the time has passed, never completed tasks', () => {
    const filter = only({ due: 'overdue' });
    expect(matchesFilter(task({ dueDate: '2026-12-09' }), filter, NOW)).toBe(true);
    expect(matchesFilter(task({ dueDate: '2026-12-10', dueTime: '09:00' }), filter, NOW)).toBe(true);
    expect(matchesFilter(task({ dueDate: '2026-12-10' }), filter, NOW)).toBe(false);
    expect(matchesFilter(task({ dueDate: '2026-12-01', completed: true }), filter, NOW)).toBe(false);
  });

  it('today, this week (Monday to Sunday) and no date', () => {
    expect(matchesFilter(task({ dueDate: '2026-12-10' }), only({ due: 'today' }), NOW)).toBe(true);
    expect(matchesFilter(task({ dueDate: '2026-12-11' }), only({ due: 'today' }), NOW)).toBe(false);
    const week = only({ due: 'week' });
    expect(weekStart('2026-12-10')).toBe('2026-12-07');
    expect(weekStart('2026-12-13')).toBe('2026-12-07');
    expect(matchesFilter(task({ dueDate: '2026-12-07' }), week, NOW)).toBe(true);
    expect(matchesFilter(task({ dueDate: '2026-12-13' }), week, NOW)).toBe(true);
    expect(matchesFilter(task({ dueDate: '2026-12-14' }), week, NOW)).toBe(false);
    expect(matchesFilter(task({ dueDate: null }), week, NOW)).toBe(false);
    expect(matchesFilter(task({ dueDate: null }), only({ due: 'none' }), NOW)).toBe(true);
    expect(matchesFilter(task({ dueDate: '2026-12-10' }), only({ due: 'none' }), NOW)).toBe(false);
  });

  it('needs both the colour and the due filter', () => {
    const filter = only({ colors: ['red'], due: 'none' });
    expect(matchesFilter(task({ color: 'red', dueDate: null }), filter, NOW)).toBe(true);
    expect(matchesFilter(task({ color: 'red', dueDate: '2026-12-10' }), filter, NOW)).toBe(false);
  });
});

describe('createFilteredListsSelector', () => {
  const red = makeTask({ id: testId(1), color: 'red' });
  const blue = makeTask({ id: testId(2), color: 'blue' });
  const doneRed = makeTask({ id: testId(3), color: 'red', completed: true });
  const tasks = editTasks(EMPTY_TASKS, [red, blue, doneRed], []);
  const none = { open: [], done: [] };
  const lists: BoardLists = { 1: { open: [red.id, blue.id], done: [doneRed.id] }, 2: none, 3: none, 4: none };

  it('returns the lists themselves without a filter', () => {
    expect(createFilteredListsSelector()(lists, tasks, NO_FILTER, NOW)).toBe(lists);
  });

  it('narrows each list and keeps unchanged results by identity', () => {
    const select = createFilteredListsSelector();
    const filter: BoardFilter = { colors: ['red'], due: null };
    const first = select(lists, tasks, filter, NOW);
    expect(first[1]).toEqual({ open: [red.id], done: [doneRed.id] });
    expect(select(lists, tasks, filter, NOW)).toBe(first);
    // A change to a task outside the result (blue turns green) keeps every list's identity.
    const next = editTasks(tasks, [{ ...blue, color: 'green', version: 2 }], []);
    const second = select(lists, next, filter, NOW);
    expect(second[1]).toBe(first[1]);
    // The clock does not matter to a colour filter.
    expect(select(lists, next, filter, { date: '2026-12-11', time: '00:00' })).toBe(second);
  });
});
