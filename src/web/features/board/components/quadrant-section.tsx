/**
 * One quadrant: its heading ("1 Do First"), the axis words, the count of open tasks (of how many,
 * when a filter hides some), quick add, and the task list (open tasks, then completed ones when
 * shown), or, when it shows none, why: what the quadrant is for on an empty board, that the filter
 * hides its tasks, that its tasks are done, or where a task comes from. Memoized: it re-renders
 * only when its own lists change.
 */
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quadrant } from '../../../../shared/quadrants.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { QuadrantLists } from '../../workspace/selectors.ts';
import { withBoardDnd } from '../dnd-loader.ts';
import { CardDragSchema, quadrantDropData } from '../drag-data.ts';
import { registerShownIds } from '../focus-targets.ts';
import { BOARD_NS } from '../i18n.ts';
import { QuickAdd } from './quick-add.tsx';
import { TaskList } from './task-list.tsx';

const ACCENTS: Record<Quadrant, string> = {
  1: 'border-t-red-500',
  2: 'border-t-indigo-500',
  3: 'border-t-amber-500',
  4: 'border-t-slate-400',
};

export interface QuadrantSectionProps {
  quadrant: Quadrant;
  lists: QuadrantLists;
  /** Open tasks before filtering: when more than shown, the count says "3 of 7". */
  totalOpen: number;
  /** Ids in display order (list view passes them sorted its way). */
  ids?: readonly string[];
  showCompleted: boolean;
  /** Nothing on the board yet: teach what the quadrant is for. */
  showHint: boolean;
  variant: 'note' | 'row';
  className?: string;
}

/** "3 open", or "3 of 7" when a filter hides some; spoken as "3 of 7 open tasks shown". */
function OpenCount({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation(BOARD_NS);
  const filtered = shown < total;
  return (
    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
      <span aria-hidden>
        {filtered
          ? t('quadrant.countOf', { count: shown, total })
          : t('quadrant.countOpen', { count: shown })}
      </span>
      <span className="sr-only">
        {filtered
          ? t('quadrant.countOfLabel', { count: shown, total })
          : t('quadrant.count', { count: shown })}
      </span>
    </span>
  );
}

/** What an empty quadrant says. */
function EmptyNote({
  quadrant,
  lists,
  totalOpen,
  showCompleted,
  showHint,
}: Pick<QuadrantSectionProps, 'quadrant' | 'lists' | 'totalOpen' | 'showCompleted' | 'showHint'>) {
  const { t } = useTranslation(BOARD_NS);
  const text = showHint
    ? t(`hints.${quadrant}`)
    : totalOpen > 0
      ? t('empty.filtered', { count: totalOpen })
      : !showCompleted && lists.done.length > 0
        ? t('empty.allDone', { count: lists.done.length })
        : t('empty.quadrant');
  return (
    <p className="mx-1 rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
      {text}
    </p>
  );
}

export const QuadrantSection = memo(function QuadrantSection({
  quadrant,
  lists,
  totalOpen,
  ids,
  showCompleted,
  showHint,
  variant,
  className,
}: QuadrantSectionProps) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const headingId = `quadrant-${quadrant}-heading`;
  const label = t(`common:quadrants.${quadrant}.label`);
  const shown = useMemo(
    () => ids ?? (showCompleted && lists.done.length > 0 ? [...lists.open, ...lists.done] : lists.open),
    [ids, lists, showCompleted],
  );
  const count = lists.open.length;
  // Where focus goes when a note leaves this list (focus-targets.ts): the list as shown.
  useLayoutEffect(
    () => registerShownIds(quadrant, { ids: shown, withCompleted: showCompleted }),
    [quadrant, shown, showCompleted],
  );
  const sectionRef = useRef<HTMLElement | null>(null);
  const [over, setOver] = useState(false);

  // The whole quadrant takes drops (heading, field, empty space): a card dropped there goes last.
  useEffect(() => {
    const element = sectionRef.current;
    if (!element) return;
    return withBoardDnd(({ dropTargetForElements }) =>
      dropTargetForElements({
        element,
        getData: () => quadrantDropData(quadrant),
        canDrop: ({ source }) => CardDragSchema.safeParse(source.data).success,
        onDragEnter: () => setOver(true),
        onDragLeave: () => setOver(false),
        onDrop: () => setOver(false),
      }),
    );
  }, [quadrant]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      data-quadrant={quadrant}
      className={cn(
        'flex min-h-0 flex-col gap-2 rounded-lg border border-t-4 border-slate-200 bg-white p-2 shadow-sm',
        ACCENTS[quadrant],
        over && 'ring-2 ring-indigo-400',
        'data-[drop-over]:ring-2 data-[drop-over]:ring-indigo-400',
        className,
      )}
    >
      <header className="flex items-start justify-between gap-2 px-1">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold">
            {quadrant} {label}
          </h2>
          <p className="text-xs text-slate-600">{t(`common:quadrants.${quadrant}.subtitle`)}</p>
        </div>
        <OpenCount shown={count} total={totalOpen} />
      </header>
      <QuickAdd quadrant={quadrant} />
      {shown.length === 0 && (
        <EmptyNote
          quadrant={quadrant}
          lists={lists}
          totalOpen={totalOpen}
          showCompleted={showCompleted}
          showHint={showHint}
        />
      )}
      <TaskList
        ids={shown}
        label={t('quadrant.listLabel', { label })}
        moreLabel={(n) => t('quadrant.showMore', { count: n, label })}
        variant={variant}
        className="flex-1"
      />
    </section>
  );
});
