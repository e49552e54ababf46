import { describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import type { BoardLists } from '../workspace/selectors.ts';
import { editTasks, EMPTY_TASKS } from '../workspace/task-map.ts';
import { makeTask, testId } from '../workspace/testing/fixtures.ts';
import { groupTasks, tasksOn } from './group-tasks.ts';

function board(tasks: Task[]): BoardLists {
  const lists = {
    1: { open: [], done: [] },
    2: { open: [], done: [] },
    3: { open: [], done: [] },
    4: { open: [], done: [] },
  } as Record<1 | 2 | 3 | 4, { open: string[]; done: string[] }>;
  for (const t of tasks) lists[t.quadrant][t.completed ? 'done' : 'open'].push(t.id);
  return lists;
}

const day = '2026-11-24';
const tasks = [
  makeTask({ id: testId(1), title: 'Q2 at 9', quadrant: 2, dueDate: day, dueTime: '09:00' }),
  makeTask({ id: testId(2), title: 'Q1 all day', quadrant: 1, dueDate: day }),
  makeTask({ id: testId(3), title: 'Q1 at 8', quadrant: 1, dueDate: day, dueTime: '08:00' }),
  makeTask({ id: testId(4), title: 'Done', quadrant: 1, dueDate: day, completed: true }),
  makeTask({ id: testId(5), title: 'Undated', quadrant: 3 }),
  makeTask({ id: testId(6), title: 'Undated done', quadrant: 3, completed: true }),
  makeTask({ id: testId(7), title: 'Other day', quadrant: 4, dueDate: '2026-11-25' }),
];
const map = editTasks(EMPTY_TASKS, tasks);

describe('groupTasks', () => {
  it('puts each dated task on its day: open before done, all-day before timed, then by time and quadrant', () => {
    const grouped = groupTasks(board(tasks), map, true);
    expect(tasksOn(grouped, day).map((t) => t.title)).toEqual(['Q1 all day', 'Q1 at 8', 'Q2 at 9', 'Done']);
    expect(tasksOn(grouped, '2026-11-25').map((t) => t.title)).toEqual(['Other day']);
    expect(tasksOn(grouped, '2026-11-26')).toEqual([]);
  });

  it('leaves completed tasks out when the board hides them, and never puts them in the tray', () => {
    const grouped = groupTasks(board(tasks), map, false);
    expect(tasksOn(grouped, day).map((t) => t.title)).not.toContain('Done');
    expect(grouped.unscheduled.map((t) => t.title)).toEqual(['Undated']);
    expect(groupTasks(board(tasks), map, true).unscheduled.map((t) => t.title)).toEqual(['Undated']);
  });

  it('shows only what the (filtered) lists hold', () => {
    const only = board(tasks.filter((t) => t.quadrant === 4));
    const grouped = groupTasks(only, map, true);
    expect([...grouped.byDate.keys()]).toEqual(['2026-11-25']);
    expect(grouped.unscheduled).toEqual([]);
  });

  it('groups 5,000 tasks in one pass', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeTask({
        id: testId(100 + i),
        quadrant: ((i % 4) + 1) as 1 | 2 | 3 | 4,
        dueDate: i % 5 ? `2026-11-${String((i % 28) + 1).padStart(2, '0')}` : null,
      }),
    );
    const grouped = groupTasks(board(many), editTasks(EMPTY_TASKS, many), true);
    const dated = [...grouped.byDate.values()].reduce((n, list) => n + list.length, 0);
    expect(dated + grouped.unscheduled.length).toBe(5000);
    expect(grouped.byDate.size).toBe(28);
  });
});
