/**
 * The keyboard commands of a focused task card, declared once: the card's key handler runs them and
 * the shortcuts dialog lists them. Keys with Ctrl, Alt or Meta are left to the browser.
 */
import type { Task } from '../../../shared/contracts/tasks.ts';
import { QUADRANTS, type Quadrant } from '../../../shared/quadrants.ts';
import type { BoardActions } from './hooks/use-board-actions.ts';
import { openMoveTo } from './move-to-store.ts';

export interface CardCommandContext {
  task: Task;
  actions: BoardActions;
  reorderEnabled: boolean;
  startEditing: () => void;
  openTask: (taskId: string) => void;
}

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** A key as shown in the help: `label` is an i18n key of the board namespace, or literal text. */
export interface ShortcutKey {
  text: string;
  translate: boolean;
}

export interface CardCommand {
  id: string;
  /** i18n key (board namespace) and its values. */
  label: { key: string; values?: Record<string, unknown> };
  /** The quadrant a label names, when it does (labels come from the common namespace). */
  quadrant?: Quadrant;
  shortcut: readonly ShortcutKey[];
  keys: readonly string[];
  isEnabled: (ctx: CardCommandContext) => boolean;
  run: (ctx: CardCommandContext) => void;
}

const literal = (text: string): ShortcutKey => ({ text, translate: false });
const named = (key: string): ShortcutKey => ({ text: `keys.${key}`, translate: true });
const always = () => true;

const moveCommands: CardCommand[] = QUADRANTS.map((q) => ({
  id: `move-to-${q}`,
  label: { key: 'shortcuts.moveTo' },
  quadrant: q,
  shortcut: [literal(String(q))],
  keys: [String(q)],
  isEnabled: always,
  run: ({ task, actions }) => actions.moveToQuadrant(task, q),
}));

export const CARD_COMMANDS: readonly CardCommand[] = [
  ...moveCommands,
  {
    id: 'move-up',
    label: { key: 'shortcuts.moveUp' },
    shortcut: [named('up')],
    keys: ['ArrowUp'],
    isEnabled: (ctx) => ctx.reorderEnabled,
    run: ({ task, actions }) => actions.moveBy(task, -1),
  },
  {
    id: 'move-down',
    label: { key: 'shortcuts.moveDown' },
    shortcut: [named('down')],
    keys: ['ArrowDown'],
    isEnabled: (ctx) => ctx.reorderEnabled,
    run: ({ task, actions }) => actions.moveBy(task, 1),
  },
  {
    id: 'move-to',
    label: { key: 'shortcuts.moveToMenu' },
    shortcut: [literal('M')],
    keys: ['m', 'M'],
    isEnabled: always,
    run: ({ task }) => openMoveTo(task.id),
  },
  {
    id: 'open',
    label: { key: 'shortcuts.open' },
    shortcut: [named('enter')],
    keys: ['Enter'],
    isEnabled: always,
    run: ({ task, openTask }) => openTask(task.id),
  },
  {
    id: 'edit',
    label: { key: 'shortcuts.edit' },
    shortcut: [literal('F2')],
    keys: ['F2'],
    isEnabled: always,
    run: ({ startEditing }) => startEditing(),
  },
  {
    id: 'complete',
    label: { key: 'shortcuts.complete' },
    shortcut: [named('space')],
    keys: [' '],
    isEnabled: always,
    run: ({ task, actions }) => actions.toggleComplete(task),
  },
  {
    id: 'delete',
    label: { key: 'shortcuts.delete' },
    shortcut: [named('delete'), named('backspace')],
    keys: ['Delete', 'Backspace'],
    isEnabled: always,
    run: ({ task, actions }) => actions.remove(task),
  },
];

/** The command a key press on a card means, if any. */
export function commandForKey(input: KeyInput, ctx: CardCommandContext): CardCommand | undefined {
  if (input.ctrlKey || input.altKey || input.metaKey) return undefined;
  return CARD_COMMANDS.find((c) => c.keys.includes(input.key) && c.isEnabled(ctx));
}

/** The board-level shortcut that opens the help. */
export const HELP_SHORTCUT: ShortcutKey = literal('?');
