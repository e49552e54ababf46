/**
 * Undo and redo as commands, declared once: the board's key handler runs them and the shortcuts
 * dialog lists them. Ctrl+Z (⌘Z on a Mac) undoes; Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo. In a text
 * field the keys are the field's own (the browser's undo of what was typed), never the board's.
 */
import { history } from '../workspace/history-store.ts';
import type { ShortcutKey } from './commands.ts';

export interface BoardCommand {
  id: string;
  /** i18n key of the board namespace. */
  label: { key: string };
  shortcut: readonly ShortcutKey[];
  /** Whether there is something to run it on (buttons and menus show it disabled otherwise). */
  isEnabled: () => boolean;
  run: () => void;
}

export interface ChordInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

const mod = (): ShortcutKey => ({ text: isMac() ? '⌘' : 'keys.ctrl', translate: !isMac() });
const literal = (text: string): ShortcutKey => ({ text, translate: false });
const shift: ShortcutKey = { text: 'keys.shift', translate: true };

export const UNDO_COMMAND: BoardCommand = {
  id: 'undo',
  label: { key: 'shortcuts.undo' },
  get shortcut() {
    return [mod(), literal('Z')];
  },
  isEnabled: () => history.canUndo(),
  run: () => void history.undo(),
};

export const REDO_COMMAND: BoardCommand = {
  id: 'redo',
  label: { key: 'shortcuts.redo' },
  get shortcut() {
    return [mod(), shift, literal('Z')];
  },
  isEnabled: () => history.canRedo(),
  run: () => void history.redo(),
};

export const HISTORY_COMMANDS: readonly BoardCommand[] = [UNDO_COMMAND, REDO_COMMAND];

/** Undo or redo, when the keys say so (with nothing to undo, undo says that). */
export function historyCommandForKey(input: ChordInput): BoardCommand | undefined {
  if (!(input.ctrlKey || input.metaKey) || input.altKey) return undefined;
  const key = input.key.toLowerCase();
  if (key === 'z') return input.shiftKey ? REDO_COMMAND : UNDO_COMMAND;
  if (key === 'y' && input.ctrlKey && !input.shiftKey) return REDO_COMMAND;
  return undefined;
}

const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Fields whose own undo applies: text inputs, text areas, editable text (the description). */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}
