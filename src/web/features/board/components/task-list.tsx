/**
 * A quadrant's tasks as a virtualized list: only the notes in view (plus a few) are in the DOM, so
 * 5,000 tasks cost what 30 do. When a card asks for focus (a keyboard move), the list scrolls it
 * into view so that it mounts and can take it. Notes are as tall as their content (measured; the
 * estimate is a one-line note), and when notes are hidden below, a fade and a "N more" button say
 * so; the button scrolls the list a page on. The list scrolls inside its quadrant (the quadrant is
 * as tall as its content allows, matrix-view.tsx), so every note is reachable by scrolling too.
 */
import { measureElement as measureDom, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { ChevronDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { pendingFocusId } from '../board-stores.ts';
import { BOARD_NS } from '../i18n.ts';
import { TaskCard } from './task-card.tsx';

const GAP = 8;
/** A one-line note or row: 8 px padding, a 20 px line, 8 px padding. */
const ONE_LINE = 36;

/**
 * The cue at the bottom of a list whose notes go on below what is visible: a fade over the last
 * note (which a click still reaches) and a button that scrolls the list a page on. Keyboard and
 * screen reader users move through the notes themselves (each focused note scrolls into view), so
 * the button is for the pointer only: out of the tab order and of the accessibility tree.
 */
function MoreBelow({ count, label, onShow }: { count: number; label: string; onShow: () => void }) {
  const { t } = useTranslation(BOARD_NS);
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex h-10 items-end justify-center bg-gradient-to-t from-white via-white/70 to-transparent pb-1">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        data-more-below=""
        title={label}
        onClick={onShow}
        className="pointer-events-auto inline-flex min-h-6 items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 shadow ring-1 ring-slate-300 hover:bg-slate-50 coarse:min-h-11 coarse:px-4"
      >
        <ChevronDown aria-hidden size={14} />
        {t('quadrant.more', { count })}
      </button>
    </div>
  );
}

export interface TaskListProps {
  ids: readonly string[];
  label: string;
  /** What the "N more" button does, said in full ("Show 3 more tasks in Do First"). */
  moreLabel?: (count: number) => string;
  variant: 'note' | 'row';
  className?: string;
}

/**
 * How many notes are not wholly in view below the scroller's bottom edge, from the sizes the
 * virtualizer knows (the notes below are not rendered). `top` is where the list starts inside the
 * scroller (its padding).
 */
export function countHiddenBelow(
  items: readonly { end: number }[],
  edge: { offset: number; height: number; top: number },
): number {
  const bottom = edge.offset + edge.height - edge.top;
  let hidden = 0;
  for (let i = items.length - 1; i >= 0; i--) {
    if ((items[i]?.end ?? 0) <= bottom + 1) break;
    hidden++;
  }
  return hidden;
}

/**
 * The number of notes hidden below, kept in step with the scroller itself: read on every scroll
 * (once a frame), at its end, when the scroller is resized and when the list changes. The
 * virtualizer re-renders only when its window of rendered notes changes, so a count made from its
 * state during render could be stale at the end of a scroll (a "1 more" over a note in full view,
 * coming and going as the list re-rendered).
 */
function useHiddenBelow(
  scrollRef: RefObject<HTMLDivElement | null>,
  listRef: RefObject<HTMLDivElement | null>,
  items: () => readonly { end: number }[],
  ids: readonly string[],
  totalSize: number,
): number {
  const [hidden, setHidden] = useState(0);
  const read = useRef(items);
  useLayoutEffect(() => {
    read.current = items;
  });
  const [recount] = useState(() => () => {
    const scroller = scrollRef.current;
    const list = listRef.current;
    if (!scroller || !list) return;
    const top = list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setHidden(
      countHiddenBelow(read.current(), { offset: scroller.scrollTop, height: scroller.clientHeight, top }),
    );
  });
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(recount);
    };
    scroller.addEventListener('scroll', soon, { passive: true });
    scroller.addEventListener('scrollend', soon);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(soon);
    observer?.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', soon);
      scroller.removeEventListener('scrollend', soon);
      observer?.disconnect();
    };
  }, [scrollRef, recount]);
  // And when the list or its notes' sizes change.
  useEffect(() => recount(), [recount, ids, totalSize]);
  return hidden;
}

/** Whether the item at `index` is wholly in view, from what the virtualizer knows (no layout read). */
function inView(
  virtualizer: {
    measurementsCache: readonly VirtualItem[];
    scrollOffset: number | null;
    scrollRect: { height: number } | null;
  },
  index: number,
): boolean {
  const item = virtualizer.measurementsCache[index];
  const offset = virtualizer.scrollOffset;
  if (!item || offset === null || !virtualizer.scrollRect) return false;
  return item.start >= offset && item.end <= offset + virtualizer.scrollRect.height;
}

export function TaskList({ ids, label, moreLabel, variant, className }: TaskListProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // Every size measured, by task id. The virtualizer keeps only sizes that differ from the
  // estimate, so a one-line note mounting again (moved here and back) would be measured again, a
  // layout forced inside the key press's task; its size is known, and the resize observer still
  // reports a change after layout.
  const [sizes] = useState(() => new Map<unknown, number>());
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ONE_LINE,
    gap: GAP,
    getItemKey: (index) => ids[index] ?? index,
    overscan: 4,
    measureElement: (element, entry, instance) => {
      const key = instance.options.getItemKey(instance.indexFromElement(element));
      const known = entry ? undefined : sizes.get(key);
      if (known !== undefined) return known;
      const size = measureDom(element, entry, instance);
      sizes.set(key, size);
      return size;
    },
    // Until the first measurement (and in tests), assume a typical quadrant so the first paint has cards.
    initialRect: { width: 320, height: 480 },
  });

  useLayoutEffect(() => {
    const focusId = pendingFocusId();
    if (!focusId) return;
    const index = ids.indexOf(focusId);
    // Scrolling (even to where the list already is) forces a layout inside the key press's task.
    if (index >= 0 && !inView(virtualizer, index)) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [ids, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const listRef = useRef<HTMLDivElement | null>(null);
  const totalSize = virtualizer.getTotalSize();
  const hidden = useHiddenBelow(scrollRef, listRef, () => virtualizer.measurementsCache, ids, totalSize);
  return (
    <div className={cn('relative flex min-h-0 flex-col', className)}>
      <div
        ref={scrollRef}
        data-task-scroll=""
        className="min-h-16 flex-1 overflow-y-auto overscroll-y-contain px-1 pt-1 pb-2 [contain:layout_paint_style]"
      >
        <div
          ref={listRef}
          role="list"
          aria-label={label}
          className="relative w-full"
          style={{ height: totalSize }}
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
      {hidden > 0 && (
        <MoreBelow
          count={hidden}
          label={moreLabel?.(hidden) ?? ''}
          onShow={() => {
            const element = scrollRef.current;
            element?.scrollBy({ top: element.clientHeight * 0.8, behavior: 'smooth' });
          }}
        />
      )}
    </div>
  );
}
