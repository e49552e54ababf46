/**
 * The board's undo and redo: the keys (history-commands.ts) anywhere on the board, the open task
 * sheet included, outside text fields; and focus after an undo or redo on the task it changed, so
 * a keyboard user sees what came back, unless they are in a dialog or on the toast.
 */
import { useEffect } from 'react';
import { changedTaskId, invert, type Change } from '../../workspace/history-changes.ts';
import { history, type HistoryEvent } from '../../workspace/history-store.ts';
import { loadHistoryText } from '../../workspace/history-toast.ts';
import { whenIdle } from '../../../components/ui/when-idle.ts';
import { focusAfterLeaving, moveFocus, shownList } from '../focus-targets.ts';
import { historyCommandForKey, isTextField } from '../history-commands.ts';

function handleKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing || isTextField(event.target)) return;
  const command = historyCommandForKey(event);
  if (!command) return;
  event.preventDefault();
  command.run();
}

/** The task an undo or redo changed, or (when it deleted the task) the note next to it. */
function focusWhatChanged(applied: Change): void {
  const active = document.activeElement;
  if (active?.closest('[role="dialog"], [data-toast]')) return;
  const taskId = changedTaskId(applied);
  if (applied.kind === 'taskPresence' && !applied.present) {
    const { quadrant } = applied.task;
    moveFocus(focusAfterLeaving(shownList(quadrant).ids, taskId, quadrant));
    return;
  }
  moveFocus({ kind: 'task', taskId });
}

function afterHistory(event: HistoryEvent): void {
  // An undone entry holds what redo will send; what the undo sent is its inverse.
  if (event.type === 'undone') focusWhatChanged(invert(event.entry.change));
  else if (event.type === 'redone') focusWhatChanged(event.entry.change);
}

export function useHistoryShortcuts(): void {
  useEffect(() => {
    document.addEventListener('keydown', handleKeyDown);
    const stop = history.subscribe(afterHistory);
    // The toasts' strings, before the first change needs them.
    const cancel = whenIdle(() => void loadHistoryText());
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      stop();
      cancel();
    };
  }, []);
}
