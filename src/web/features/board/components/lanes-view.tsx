/**
 * Lanes: on a phone one quadrant per screen, swiped sideways, as the landing page's phone shows;
 * from 768 px the four side by side as columns (kanban-style; the tab strip is then not needed). The swipe
 * is the browser's own (CSS scroll snap: native momentum, no script on the scroll path); a tab
 * strip above names each quadrant with its count and follows the scroll, and its arrow keys,
 * Home and End choose a lane. Each lane is the matrix's quadrant (same heading, quick add,
 * virtualized list, drop targets), so 5,000 tasks cost what they cost in the matrix. Focus
 * landing in another lane (Tab, a keyboard move, "Move to…") brings that lane into view. The tabs
 * take drops too: a note dropped on a tab goes to the top of that quadrant (use-touch-drag.ts does
 * the same for touch, and holding a dragged note at the screen's edge turns the lane).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUADRANTS, type Quadrant } from '../../../../shared/quadrants.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { BoardLists } from '../../workspace/selectors.ts';
import { withBoardDnd } from '../dnd-loader.ts';
import { CardDragSchema, laneTabDropData } from '../drag-data.ts';
import { BOARD_NS } from '../i18n.ts';
import { QuadrantSection } from './quadrant-section.tsx';

const TAB_ACCENT: Record<Quadrant, string> = {
  1: 'border-b-red-500',
  2: 'border-b-indigo-500',
  3: 'border-b-amber-500',
  4: 'border-b-slate-400',
};

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function LaneTab({
  quadrant,
  count,
  active,
  onSelect,
}: {
  quadrant: Quadrant;
  count: number;
  active: boolean;
  onSelect: (q: Quadrant) => void;
}) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const ref = useRef<HTMLButtonElement | null>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return withBoardDnd(({ dropTargetForElements }) =>
      dropTargetForElements({
        element,
        getData: () => laneTabDropData(quadrant),
        canDrop: ({ source }) => CardDragSchema.safeParse(source.data).success,
        onDragEnter: () => {
          setOver(true);
          onSelect(quadrant);
        },
        onDragLeave: () => setOver(false),
        onDrop: () => setOver(false),
      }),
    );
  }, [quadrant, onSelect]);
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={`lane-tab-${quadrant}`}
      aria-controls={`lane-${quadrant}`}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-lane-tab={quadrant}
      onClick={() => onSelect(quadrant)}
      className={cn(
        'flex min-h-11 min-w-0 flex-1 flex-col items-center justify-center rounded-t-md border-b-4 px-0.5 py-1 text-[0.8125rem]',
        'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
        active
          ? cn('bg-white font-semibold text-slate-900', TAB_ACCENT[quadrant])
          : 'border-b-transparent text-slate-700',
        over && 'ring-2 ring-indigo-400',
        'data-[drop-over]:ring-2 data-[drop-over]:ring-indigo-400',
      )}
    >
      <span className="max-w-full truncate">
        {quadrant} {t(`common:quadrants.${quadrant}.label`)}
      </span>
      <span className="text-xs tabular-nums text-slate-600">
        <span aria-hidden>{t('quadrant.countOpen', { count })}</span>
        <span className="sr-only">{t('quadrant.count', { count })}</span>
      </span>
    </button>
  );
}

export function LanesView({
  lists,
  all,
  showCompleted,
  empty,
}: {
  /** The lists as shown (filtered). */
  lists: BoardLists;
  /** The lists before filtering, for "3 of 7". */
  all: BoardLists;
  showCompleted: boolean;
  empty: boolean;
}) {
  const { t } = useTranslation(BOARD_NS);
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const [active, setActive] = useState<Quadrant>(1);
  // Stable for the tabs' drop targets, which re-register when it changes.
  const [select] = useState(() => (q: Quadrant) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollTo({
      left: (q - 1) * scroller.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    setActive(q);
  });

  function handleScroll() {
    const scroller = scrollerRef.current;
    if (!scroller || scroller.clientWidth === 0) return;
    const lane = QUADRANTS[Math.round(scroller.scrollLeft / scroller.clientWidth)];
    if (lane && lane !== active) setActive(lane);
  }

  function handleFocus(event: React.FocusEvent<HTMLDivElement>) {
    const lane = Number(event.target.closest<HTMLElement>('[data-lane]')?.dataset.lane);
    const q = QUADRANTS.find((n) => n === lane);
    if (q && q !== active) select(q);
  }

  function handleTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const i = active - 1;
    const next =
      event.key === 'ArrowRight'
        ? (i + 1) % 4
        : event.key === 'ArrowLeft'
          ? (i + 3) % 4
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? 3
              : null;
    const q = next === null ? undefined : QUADRANTS[next];
    if (!q) return;
    event.preventDefault();
    select(q);
    document.getElementById(`lane-tab-${q}`)?.focus();
  }

  return (
    <div className="flex min-h-0 flex-col">
      <div
        role="tablist"
        aria-label={t('lanes.tabsLabel')}
        onKeyDown={handleTabKey}
        className="sticky top-0 z-10 flex gap-1 rounded-md bg-slate-100 p-1 md:hidden"
      >
        {QUADRANTS.map((q) => (
          <LaneTab
            key={q}
            quadrant={q}
            count={lists[q].open.length}
            active={active === q}
            onSelect={select}
          />
        ))}
      </div>
      <div
        ref={scrollerRef}
        data-lanes-scroller=""
        onScroll={handleScroll}
        onFocus={handleFocus}
        // `relative`: the lanes' screen-reader-only text is absolutely positioned; without a
        // positioned scroller it escapes the clip and widens the whole page on phones.
        className="relative mt-2 flex snap-x md:mt-0 snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        {QUADRANTS.map((q) => (
          <div
            key={q}
            id={`lane-${q}`}
            role="tabpanel"
            aria-labelledby={`lane-tab-${q}`}
            data-lane={q}
            className="flex w-full shrink-0 snap-start snap-always flex-col px-0.5 md:w-1/4 md:px-1.5"
          >
            <QuadrantSection
              quadrant={q}
              lists={lists[q]}
              totalOpen={all[q].open.length}
              showCompleted={showCompleted}
              showHint={empty}
              variant="note"
              // The screen below the one-row toolbar and the tab strip (phones), or the toolbar (wide).
              className="h-[calc(100dvh-12.5rem)] min-h-80 md:h-[calc(100dvh-11rem)]"
            />
          </div>
        ))}
      </div>
    </div>
  );
}
