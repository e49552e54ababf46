import type { CSSProperties } from 'react';
import type { Quadrant } from '../../../../shared/quadrants.ts';
import type { BoardLists } from '../../workspace/selectors.ts';
import { QuadrantSection } from './quadrant-section.tsx';

/** A quadrant's heading, axis words, quick add and padding, and one note with its gap (px). */
const CHROME = 124;
const NOTE = 44;
const EMPTY = 56;

/** How many notes a quadrant shows, and about how tall it would be with all of them. */
function shownCount(lists: BoardLists, q: Quadrant, showCompleted: boolean): number {
  return lists[q].open.length + (showCompleted ? lists[q].done.length : 0);
}

/**
 * One row of the matrix, sized by what it holds (from 768 px; phones stack the quadrants): as tall
 * as its fuller quadrant when the screen has room; when it has not, a row never shrinks below what
 * it needs or half the matrix, whichever is less, and the rest goes to the row with more notes,
 * whose quadrants scroll inside themselves. Leftover height goes to the rows by how much they hold.
 */
export function rowStyle(counts: readonly number[]): CSSProperties {
  const most = Math.max(0, ...counts);
  const wants = CHROME + (most === 0 ? EMPTY : most * NOTE);
  return { '--row-grow': most + 1, '--row-min': `${wants}px` } as CSSProperties;
}

/**
 * The 2×2 matrix on wide screens (1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right), in the
 * height of the window, its rows sized by their content (rowStyle); on phones the quadrants stack
 * in the same order, each as tall as its notes up to most of the screen.
 */
export function MatrixView({
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
  const rows: readonly (readonly [Quadrant, Quadrant])[] = [
    [1, 2],
    [3, 4],
  ];
  return (
    <div className="flex flex-col gap-3 md:h-[calc(100dvh-9rem)] md:min-h-[30rem]">
      {rows.map((row) => (
        <div
          key={row[0]}
          data-matrix-row=""
          style={rowStyle(row.map((q) => shownCount(lists, q, showCompleted)))}
          className="flex min-h-0 flex-col gap-3 md:flex-row md:[flex:var(--row-grow)_1_auto] md:min-h-[min(var(--row-min),calc(50%-0.375rem))]"
        >
          {row.map((q) => (
            <QuadrantSection
              key={q}
              quadrant={q}
              lists={lists[q]}
              totalOpen={all[q].open.length}
              showCompleted={showCompleted}
              showHint={empty}
              variant="note"
              className="max-h-[70vh] md:max-h-none md:min-w-0 md:flex-1"
            />
          ))}
        </div>
      ))}
    </div>
  );
}
