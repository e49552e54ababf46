import { describe, expect, it } from 'vitest';
import { invert, isNoOp, merge, mergeKey, type Change } from './history-changes.ts';
import { describeChange } from './history-labels.ts';
import { itemFieldsChange } from './checklist-mutations.ts';
import { fieldsChange } from './task-mutations.ts';
import { makeTask, testId } from './testing/fixtures.ts';

const task = makeTask({
  id: testId(1),
  title: 'Call Ana',
  dueDate: '2026-03-02',
  dueTime: '09:00',
  repeat: 'FREQ=WEEKLY',
});
const item = {
  id: testId(9),
  taskId: task.id,
  text: 'milk',
  done: false,
  order: 'a0',
  createdAt: '',
  updatedAt: '',
  version: 1,
};

const examples: Change[] = [
  fieldsChange(task, { color: 'blue' }),
  {
    kind: 'move',
    taskId: task.id,
    boardId: 'pool',
    before: { quadrant: 1, order: 'a0' },
    after: { quadrant: 2, order: 'Zz' },
  },
  { kind: 'taskPresence', task, present: false },
  {
    kind: 'boards',
    taskId: task.id,
    join: [{ boardId: testId(5), order: 'a0' }],
    leave: [{ boardId: testId(6), order: 'a3' }],
  },
  itemFieldsChange(item, { done: true }),
  { kind: 'itemPresence', item, present: true },
];

describe('changes', () => {
  it('inverting twice gives the change back, and once swaps what is written', () => {
    for (const change of examples) expect(invert(invert(change))).toEqual(change);
    expect(invert(examples[0] as Change)).toMatchObject({
      before: { color: 'blue' },
      after: { color: 'yellow' },
    });
    expect(invert(examples[3] as Change)).toMatchObject({
      join: [{ boardId: testId(6) }],
      leave: [{ boardId: testId(5) }],
    });
  });

  it('names only the fields changed, with their values before', () => {
    expect(fieldsChange(task, { completed: true, next: { id: testId(2), today: '2026-03-02' } })).toEqual({
      kind: 'taskFields',
      taskId: task.id,
      before: { completed: false },
      after: { completed: true },
    });
  });

  it('clearing the date also names the time and the repeat it clears, so undo brings them back', () => {
    const change = fieldsChange(task, { dueDate: null });
    expect(invert(change)).toMatchObject({
      after: { dueDate: '2026-03-02', dueTime: '09:00', repeat: 'FREQ=WEEKLY' },
    });
    expect(describeChange(change, () => '')).toEqual({ key: 'dueRemoved' });
  });

  it('says what happened in the words of the toast', () => {
    const names = (id: string) => (id === testId(5) ? 'Work' : 'Home');
    expect(examples.map((c) => describeChange(c, names))).toEqual([
      { key: 'colorChanged' },
      { key: 'movedTo', quadrant: 2 },
      { key: 'deleted' },
      { key: 'movedToBoard', board: 'Work' },
      { key: 'itemChecked' },
      { key: 'itemAdded' },
    ]);
    expect(describeChange(fieldsChange(task, { completed: true }), names)).toEqual({ key: 'completed' });
    expect(describeChange(invert(examples[2] as Change), names)).toEqual({ key: 'restored' });
  });

  it('merges typing and reorders only, and knows a change that did nothing', () => {
    expect(examples.map(mergeKey)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const a = fieldsChange(task, { title: 'Call Ann' });
    const b = fieldsChange({ ...task, title: 'Call Ann' }, { title: 'Call Anna' });
    expect(mergeKey(a)).toBe(mergeKey(b));
    expect(merge(a, b)).toMatchObject({ before: { title: 'Call Ana' }, after: { title: 'Call Anna' } });
    expect(isNoOp(merge(a, fieldsChange({ ...task, title: 'Call Ann' }, { title: 'Call Ana' })))).toBe(true);
  });
});
