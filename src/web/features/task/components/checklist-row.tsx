/**
 * One checklist item: drag handle (also the keyboard mover: ↑/↓ on it, or Alt+↑/↓ anywhere in the
 * row), the tick, the text (saved as typed, on blur and on Enter) and delete.
 */
import { GripVertical, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_TEXT_MAX, type ChecklistItem } from '../../../../shared/contracts/checklist.ts';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useChecklistMutations } from '../../workspace/checklist-mutations.ts';
import { useChecklistDnd, type RowEdge } from '../hooks/use-checklist-dnd.ts';
import { useDraftText } from '../hooks/use-draft-text.ts';
import { TASK_NS } from '../i18n.ts';

export interface ChecklistRowProps {
  item: ChecklistItem;
  /** Move by one place; false when already at that end. */
  onMove: (item: ChecklistItem, delta: -1 | 1, part: 'handle' | 'text') => void;
  onDropOnRow: (draggedId: string, edge: RowEdge) => void;
  /** Which part of this row should take focus, if any, after a keyboard move re-ordered the rows. */
  takeFocus: (itemId: string) => 'handle' | 'text' | null;
}

function moveDelta(event: KeyboardEvent, viaHandle: boolean): -1 | 1 | null {
  if (!viaHandle && !event.altKey) return null;
  if (event.key === 'ArrowUp') return -1;
  if (event.key === 'ArrowDown') return 1;
  return null;
}

export function ChecklistRow({ item, onMove, onDropOnRow, takeFocus }: ChecklistRowProps) {
  const { t } = useTranslation(TASK_NS);
  const { updateItem, deleteItem } = useChecklistMutations();
  const rowRef = useRef<HTMLLIElement | null>(null);
  const handleRef = useRef<HTMLButtonElement | null>(null);
  const textRef = useRef<HTMLInputElement | null>(null);
  const { dragging, edge } = useChecklistDnd(rowRef, handleRef, item.id, onDropOnRow);
  const text = useDraftText(item.text, (next) => updateItem({ itemId: item.id, changes: { text: next } }));

  // Re-ordering moves DOM nodes, which can drop focus: the moved row takes it back.
  useLayoutEffect(() => {
    const part = takeFocus(item.id);
    if (part === 'handle') handleRef.current?.focus();
    if (part === 'text') textRef.current?.focus();
  });

  function handleKeys(event: KeyboardEvent, part: 'handle' | 'text') {
    const delta = moveDelta(event, part === 'handle');
    if (delta !== null) {
      event.preventDefault();
      text.flush();
      onMove(item, delta, part);
    } else if (part === 'text' && event.key === 'Enter') {
      event.preventDefault();
      text.flush();
    }
  }

  return (
    <li ref={rowRef} className={cn('relative flex items-center gap-1 py-1', dragging && 'opacity-40')}>
      {edge && (
        <span
          aria-hidden
          className={cn('absolute inset-x-0 h-0.5 bg-indigo-600', edge === 'top' ? 'top-0' : 'bottom-0')}
        />
      )}
      <button
        ref={handleRef}
        type="button"
        aria-label={t('checklist.move', { text: item.text })}
        aria-describedby="checklist-move-hint"
        onKeyDown={(event) => handleKeys(event, 'handle')}
        className={cn('cursor-grab touch-none rounded p-1.5 text-slate-600 hover:bg-slate-100', focusRing)}
      >
        <GripVertical aria-hidden size={16} />
      </button>
      <input
        type="checkbox"
        checked={item.done}
        aria-label={t('checklist.done', { text: item.text })}
        onChange={(event) => updateItem({ itemId: item.id, changes: { done: event.target.checked } })}
        className={cn('size-5 shrink-0 accent-indigo-600', focusRing)}
      />
      <input
        ref={textRef}
        type="text"
        value={text.value}
        maxLength={CHECKLIST_TEXT_MAX}
        aria-label={t('checklist.text')}
        onChange={text.onChange}
        onBlur={text.onBlur}
        onKeyDown={(event) => handleKeys(event, 'text')}
        className={cn(
          'min-w-0 flex-1 rounded px-2 py-1.5 text-sm text-slate-900 hover:bg-slate-50',
          'focus:bg-white focus:outline-2 focus:outline-indigo-600',
          item.done && 'text-slate-600 line-through',
        )}
      />
      <button
        type="button"
        aria-label={t('checklist.delete', { text: item.text })}
        onClick={() => deleteItem(item)}
        className={cn('rounded p-1.5 text-slate-600 hover:bg-slate-100 hover:text-red-700', focusRing)}
      >
        <Trash2 aria-hidden size={16} />
      </button>
    </li>
  );
}
