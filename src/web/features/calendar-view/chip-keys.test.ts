import { describe, expect, it } from 'vitest';
import { chipCommand, type KeyInput } from './chip-keys.ts';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});
const alt = (k: string) => key(k, { altKey: true });
const dated = { dueDate: '2026-11-24', dueTime: null };
const timed = { dueDate: '2026-11-24', dueTime: '09:00' };

describe('chip keys', () => {
  it('moves a day with Alt+Left/Right and a week with Alt+Up/Down in the month', () => {
    expect(chipCommand(alt('ArrowRight'), dated, 'month')).toEqual({
      kind: 'move',
      date: '2026-11-25',
      time: null,
    });
    expect(chipCommand(alt('ArrowLeft'), timed, 'month')).toEqual({
      kind: 'move',
      date: '2026-11-23',
      time: '09:00',
    });
    expect(chipCommand(alt('ArrowDown'), dated, 'month')).toEqual({
      kind: 'move',
      date: '2026-12-01',
      time: null,
    });
    expect(chipCommand(alt('ArrowUp'), timed, 'month')).toEqual({
      kind: 'move',
      date: '2026-11-17',
      time: '09:00',
    });
  });

  it('moves a timed task by half an hour with Alt+Up/Down in the week, within the day', () => {
    expect(chipCommand(alt('ArrowDown'), timed, 'week')).toEqual({
      kind: 'move',
      date: '2026-11-24',
      time: '09:30',
    });
    expect(chipCommand(alt('ArrowUp'), timed, 'week')).toEqual({
      kind: 'move',
      date: '2026-11-24',
      time: '08:30',
    });
    expect(chipCommand(alt('ArrowUp'), { dueDate: '2026-11-24', dueTime: '00:00' }, 'week')).toBeNull();
    expect(chipCommand(alt('ArrowDown'), dated, 'week')).toEqual({
      kind: 'move',
      date: '2026-12-01',
      time: null,
    });
  });

  it('mirrors Left and Right in right-to-left layouts', () => {
    expect(chipCommand(alt('ArrowRight'), dated, 'month', true)).toMatchObject({ date: '2026-11-23' });
  });

  it('opens the task, or the date dialog (the only move for an undated task)', () => {
    expect(chipCommand(key('Enter'), dated, 'month')).toEqual({ kind: 'open' });
    expect(chipCommand(key(' '), dated, 'month')).toEqual({ kind: 'open' });
    expect(chipCommand(key('m'), dated, 'month')).toEqual({ kind: 'dialog' });
    expect(chipCommand(alt('ArrowRight'), { dueDate: null, dueTime: null }, 'month')).toEqual({
      kind: 'dialog',
    });
  });

  it('leaves other keys to the browser', () => {
    expect(chipCommand(key('ArrowRight'), dated, 'month')).toBeNull();
    expect(chipCommand(key('ArrowRight', { altKey: true, ctrlKey: true }), dated, 'month')).toBeNull();
    expect(chipCommand(key('m', { metaKey: true }), dated, 'month')).toBeNull();
    expect(chipCommand(key('Tab'), dated, 'month')).toBeNull();
  });
});
