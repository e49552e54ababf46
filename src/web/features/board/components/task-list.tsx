/**
 * A quadrant's tasks as a virtualized list: only the notes in view (plus a few) are in the DOM, so
 * 5,000 tasks cost what 30 do. When a card asks for focus (a keyboard move), the list scrolls it
 * into view so that it mounts and can take it.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { pendingFocusId } from '../board-stores.ts';
import { TaskCard } from './task-card.tsx';

const GAP = 8;

export interface TaskListProps {
  ids: readonly string[];
  label: string;
  variant: 'note' | 'row';
  className?: string;
}

export function TaskList({ ids, label, variant, className }: TaskListProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (variant === 'note' ? 64 : 48),
    gap: GAP,
    getItemKey: (index) => ids[index] ?? index,
    overscan: 4,
    // Until the first measurement (and in tests), assume a typical quadrant so the first paint has cards.
    initialRect: { width: 320, height: 480 },
  });

  useLayoutEffect(() => {
    const focusId = pendingFocusId();
    if (!focusId) return;
    const index = ids.indexOf(focusId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [ids, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      className={cn(
        'min-h-16 overflow-y-auto overscroll-contain px-1 pt-1 [contain:layout_paint_style]',
        className,
      )}
    >
      <div
        role="list"
        aria-label={label}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const id = ids[item.index];
          if (!id) return null;
          return (
            <TaskCard
              key={id}
              taskId={id}
              index={item.index}
              position={item.index + 1}
              setSize={ids.length}
              measure={virtualizer.measureElement}
              variant={variant}
              start={item.start}
            />
          );
        })}
      </div>
    </div>
  );
}
