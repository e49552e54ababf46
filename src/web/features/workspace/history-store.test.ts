import { describe, expect, it, vi } from 'vitest';
import type { Change } from './history-changes.ts';
import { createHistory, HISTORY_LIMIT, HISTORY_MERGE_MS, type HistoryEvent } from './history-store.ts';

const move = (
  taskId: string,
  from: 1 | 2 | 3 | 4,
  to: 1 | 2 | 3 | 4,
  order = 'a0',
): Extract<Change, { kind: 'move' }> => ({
  kind: 'move',
  taskId,
  boardId: 'pool',
  before: { quadrant: from, order },
  after: { quadrant: to, order },
});
const title = (taskId: string, before: string, after: string): Change => ({
  kind: 'taskFields',
  taskId,
  before: { title: before },
  after: { title: after },
});

function setup() {
  let now = 1_000;
  const sent: Change[] = [];
  const events: HistoryEvent[] = [];
  const log = createHistory(() => now);
  log.subscribe((e) => events.push(e));
  const apply = vi.fn((change: Change) => {
    sent.push(change);
    return change;
  });
  const record = (change: Change) => log.record({ change, label: { key: 'x' }, apply });
  return { log, sent, events, apply, record, tick: (ms: number) => (now += ms) };
}

describe('undo history', () => {
  it('undoes the newest change first, each undo a write of the change turned around', () => {
    const { log, sent, record } = setup();
    record(move('a', 1, 2));
    record(move('b', 3, 4));
    log.undo();
    log.undo();
    expect(sent).toEqual([move('b', 4, 3), move('a', 2, 1)]);
    expect(log.canUndo()).toBe(false);
    expect(log.canRedo()).toBe(true);
  });

  it('redoes what was undone, in the order it was done, and a new change clears the redo', () => {
    const { log, sent, record } = setup();
    record(move('a', 1, 2));
    record(move('b', 3, 4));
    log.undo();
    log.undo();
    sent.length = 0;
    log.redo();
    expect(sent).toEqual([move('a', 1, 2)]);
    record(move('c', 1, 3));
    expect(log.canRedo()).toBe(false);
    log.undo();
    log.undo();
    expect(sent.slice(1)).toEqual([move('c', 3, 1), move('a', 2, 1)]);
  });

  it('says when there is nothing to undo or redo, and sends nothing', () => {
    const { log, events, apply } = setup();
    expect(log.undo()).toBeUndefined();
    expect(log.redo()).toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
    expect(events).toEqual([
      { type: 'nothing', direction: 'undo' },
      { type: 'nothing', direction: 'redo' },
    ]);
  });

  it('redo sends the change as the undo left it (an item re-created under a new id)', () => {
    const log = createHistory(() => 0);
    const item = {
      id: 'old',
      taskId: 't',
      text: 'milk',
      done: false,
      order: 'a0',
      createdAt: '',
      updatedAt: '',
      version: 1,
    };
    const sent: Change[] = [];
    const apply = (change: Change): Change => {
      sent.push(change);
      return change.kind === 'itemPresence' && change.present
        ? { ...change, item: { ...change.item, id: 'new' } }
        : change;
    };
    log.record({
      change: { kind: 'itemPresence', item, present: false },
      label: { key: 'itemDeleted' },
      apply,
    });
    log.undo();
    log.redo();
    expect(sent.map((c) => c.kind === 'itemPresence' && [c.present, c.item.id])).toEqual([
      [true, 'old'],
      [false, 'new'],
    ]);
  });

  it('merges typing in one field into one entry, keeping the oldest value to go back to', () => {
    const { log, sent, record, tick } = setup();
    record(title('a', 'Cal', 'Call'));
    tick(HISTORY_MERGE_MS - 1);
    record(title('a', 'Call', 'Call Ana'));
    log.undo();
    expect(sent).toEqual([title('a', 'Call Ana', 'Cal')]);
    expect(log.canUndo()).toBe(false);
  });

  it('does not merge after a pause, nor different fields or tasks', () => {
    const { log, record, tick } = setup();
    record(title('a', 'A', 'AB'));
    tick(HISTORY_MERGE_MS + 1);
    record(title('a', 'AB', 'ABC'));
    record(title('b', 'X', 'XY'));
    record({ kind: 'taskFields', taskId: 'b', before: { color: 'yellow' }, after: { color: 'blue' } });
    let undos = 0;
    while (log.undo()) undos++;
    expect(undos).toBe(4);
  });

  it('moves within a quadrant merge; a move to another quadrant stands alone', () => {
    const { log, sent, record } = setup();
    record({ ...move('a', 1, 1), before: { quadrant: 1, order: 'a0' }, after: { quadrant: 1, order: 'a1' } });
    record({ ...move('a', 1, 1), before: { quadrant: 1, order: 'a1' }, after: { quadrant: 1, order: 'a2' } });
    record(move('a', 1, 2));
    log.undo();
    log.undo();
    expect(sent.at(-1)).toMatchObject({
      before: { quadrant: 1, order: 'a2' },
      after: { quadrant: 1, order: 'a0' },
    });
    expect(log.canUndo()).toBe(false);
  });

  it('drops a gesture that undid itself, and says so', () => {
    const { log, events, record } = setup();
    record(move('x', 1, 2));
    record(title('a', 'Call', 'Cal'));
    record(title('a', 'Cal', 'Call'));
    expect(events.at(-1)).toEqual({ type: 'dropped' });
    log.undo();
    expect(log.canUndo()).toBe(false);
  });

  it(`keeps the newest ${HISTORY_LIMIT} changes`, () => {
    const { log, record } = setup();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) record(move(`t${i}`, 1, 2));
    let undos = 0;
    while (log.undo()) undos++;
    expect(undos).toBe(HISTORY_LIMIT);
  });

  it('forgets everything on clear (sign-out)', () => {
    const { log, record } = setup();
    record(move('a', 1, 2));
    log.undo();
    record(move('b', 1, 2));
    log.clear();
    expect([log.canUndo(), log.canRedo()]).toEqual([false, false]);
  });
});
