import type { BoardLists } from '../../workspace/selectors.ts';
import { QuadrantSection } from './quadrant-section.tsx';

/**
 * The 2×2 matrix on wide screens (1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right); on
 * phones the quadrants stack as full-width lanes in the same order.
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
  return (
    <div className="grid grid-cols-1 gap-3 md:h-[calc(100dvh-9rem)] md:min-h-[32rem] md:grid-cols-2 md:grid-rows-2">
      {([1, 2, 3, 4] as const).map((q) => (
        <QuadrantSection
          key={q}
          quadrant={q}
          lists={lists[q]}
          totalOpen={all[q].open.length}
          showCompleted={showCompleted}
          showHint={empty}
          variant="note"
          className="max-h-[70vh] md:max-h-none"
        />
      ))}
    </div>
  );
}
