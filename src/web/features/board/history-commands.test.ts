import { afterEach, describe, expect, it } from 'vitest';
import { history } from '../workspace/history-store.ts';
import { historyCommandForKey, HISTORY_COMMANDS, isTextField } from './history-commands.ts';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

afterEach(() => history.clear());

describe('undo and redo commands', () => {
  it('are objects with an id, a label, a shortcut, isEnabled and run', () => {
    expect(HISTORY_COMMANDS.map((c) => [c.id, c.label.key, c.shortcut.length > 0])).toEqual([
      ['undo', 'shortcuts.undo', true],
      ['redo', 'shortcuts.redo', true],
    ]);
    expect(HISTORY_COMMANDS.map((c) => c.isEnabled())).toEqual([false, false]);
    history.record({
      change: { kind: 'taskFields', taskId: 't', before: { color: 'red' }, after: { color: 'blue' } },
      label: { key: 'colorChanged' },
      apply: (c) => c,
    });
    expect(HISTORY_COMMANDS.map((c) => c.isEnabled())).toEqual([true, false]);
  });

  it('Ctrl/⌘+Z undoes; Ctrl/⌘+Shift+Z and Ctrl+Y redo; other keys are not theirs', () => {
    expect(historyCommandForKey(key('z', { ctrlKey: true }))?.id).toBe('undo');
    expect(historyCommandForKey(key('z', { metaKey: true }))?.id).toBe('undo');
    expect(historyCommandForKey(key('Z', { ctrlKey: true, shiftKey: true }))?.id).toBe('redo');
    expect(historyCommandForKey(key('z', { metaKey: true, shiftKey: true }))?.id).toBe('redo');
    expect(historyCommandForKey(key('y', { ctrlKey: true }))?.id).toBe('redo');
    expect(historyCommandForKey(key('z'))).toBeUndefined();
    expect(historyCommandForKey(key('z', { ctrlKey: true, altKey: true }))).toBeUndefined();
    expect(historyCommandForKey(key('y', { metaKey: true }))).toBeUndefined();
  });

  it('leave text fields their own undo, but not checkboxes, radios or buttons', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTextField(make('<input type="text">'))).toBe(true);
    expect(isTextField(make('<input type="date">'))).toBe(true);
    expect(isTextField(make('<textarea></textarea>'))).toBe(true);
    const editable = make('<div contenteditable="true"></div>');
    if (editable instanceof HTMLElement)
      Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextField(editable)).toBe(true);
    expect(isTextField(make('<input type="checkbox">'))).toBe(false);
    expect(isTextField(make('<input type="radio">'))).toBe(false);
    expect(isTextField(make('<button></button>'))).toBe(false);
    expect(isTextField(document.body)).toBe(false);
  });
});
