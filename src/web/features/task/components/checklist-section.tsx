/**
 * The checklist: progress ("2/5"), the items in order, and an input that adds one on Enter and
 * stays focused for the next. Moves (keyboard or drop) write one item, between its new neighbours.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_TEXT_MAX, type ChecklistItem } from '../../../../shared/contracts/checklist.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useChecklistMutations } from '../../workspace/checklist-mutations.ts';
import { useChecklist } from '../../workspace/use-workspace.ts';
import { dropIndex, neighboursForMove } from '../checklist-order.ts';
import type { RowEdge } from '../hooks/use-checklist-dnd.ts';
import { TASK_NS } from '../i18n.ts';
import { ChecklistRow } from './checklist-row.tsx';

function useMoves(items: readonly ChecklistItem[]) {
  const { moveItem } = useChecklistMutations();
  const pendingFocus = useRef<{ itemId: string; part: 'handle' | 'text' } | null>(null);

  const moveTo = useCallback(
    (itemId: string, to: number) => {
      const from = items.findIndex((i) => i.id === itemId);
      const place = neighboursForMove(items, from, to);
      if (place) moveItem({ itemId, before: place.before, after: place.after });
      return place !== null;
    },
    [items, moveItem],
  );
  const onMove = useCallback(
    (item: ChecklistItem, delta: -1 | 1, part: 'handle' | 'text') => {
      pendingFocus.current = { itemId: item.id, part };
      moveTo(item.id, items.indexOf(item) + delta);
    },
    [items, moveTo],
  );
  const onDropOnRow = useCallback(
    (targetId: string) => (draggedId: string, edge: RowEdge) => {
      const from = items.findIndex((i) => i.id === draggedId);
      const target = items.findIndex((i) => i.id === targetId);
      if (from >= 0 && target >= 0) moveTo(draggedId, dropIndex(from, target, edge));
    },
    [items, moveTo],
  );
  const takeFocus = useCallback((itemId: string) => {
    if (pendingFocus.current?.itemId !== itemId) return null;
    const { part } = pendingFocus.current;
    pendingFocus.current = null;
    return part;
  }, []);
  return { onMove, onDropOnRow, takeFocus };
}

export function ChecklistSection({ taskId }: { taskId: string }) {
  const { t } = useTranslation(TASK_NS);
  const items = useChecklist(taskId);
  const { addItem } = useChecklistMutations();
  const [text, setText] = useState('');
  const { onMove, onDropOnRow, takeFocus } = useMoves(items);
  const done = items.filter((i) => i.done).length;

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    const last = items.at(-1);
    addItem({ taskId, text: trimmed, ...(last ? { after: last } : {}) });
    setText('');
  }

  return (
    <section aria-labelledby="checklist-heading" className="flex flex-col gap-2">
      <h3 id="checklist-heading" className="flex items-center gap-2 text-sm font-medium text-slate-900">
        {t('checklist.title')}
        {items.length > 0 && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-700">
            <span aria-hidden>{t('checklist.progress', { done, total: items.length })}</span>
            <span className="sr-only">{t('checklist.progressLong', { done, total: items.length })}</span>
          </span>
        )}
      </h3>
      <p id="checklist-move-hint" className="sr-only">
        {t('checklist.moveHint')}
      </p>
      {items.length > 0 && (
        <ul aria-labelledby="checklist-heading" className="flex flex-col">
          {items.map((item) => (
            <ChecklistRow
              key={item.id}
              item={item}
              onMove={onMove}
              onDropOnRow={onDropOnRow(item.id)}
              takeFocus={takeFocus}
            />
          ))}
        </ul>
      )}
      <form onSubmit={handleAdd} className="flex gap-2">
        <input
          type="text"
          value={text}
          maxLength={CHECKLIST_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-label={t('checklist.addLabel')}
          placeholder={t('checklist.addPlaceholder')}
          className={cn(inputClass, 'flex-1')}
        />
        <Button type="submit" variant="secondary">
          {t('checklist.add')}
        </Button>
      </form>
    </section>
  );
}
