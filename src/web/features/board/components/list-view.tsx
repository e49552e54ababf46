/**
 * The same tasks as a list grouped by quadrant (four headed groups), in board order or sorted by
 * due date or creation (newest first).
 */
import { useMemo } from 'react';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { compareOrder } from '../../../../shared/order.ts';
import type { Quadrant } from '../../../../shared/quadrants.ts';
import type { BoardLists } from '../../workspace/selectors.ts';
import type { TaskMap } from '../../workspace/task-map.ts';
import { useTaskMap } from '../../workspace/use-workspace.ts';
import type { SortMode } from '../board-context.ts';
import { QuadrantSection } from './quadrant-section.tsx';

const QUADRANT_ORDER: readonly Quadrant[] = [1, 2, 3, 4];

function sortKey(task: Task | undefined, mode: SortMode): string {
  if (!task) return '';
  // Undated tasks after dated ones; newest first for "created".
  if (mode === 'due') return task.dueDate ?? '9999-99-99';
  return task.createdAt;
}

export function sortIds(ids: readonly string[], tasks: TaskMap, mode: SortMode): string[] {
  const keyed = ids.map((id) => ({ id, order: sortKey(tasks.get(id), mode) }));
  keyed.sort(compareOrder);
  if (mode === 'created') keyed.reverse();
  return keyed.map((k) => k.id);
}

export function ListView({
  lists,
  all,
  showCompleted,
  sort,
  empty,
}: {
  /** The lists as shown (filtered). */
  lists: BoardLists;
  /** The lists before filtering, for "3 of 7". */
  all: BoardLists;
  showCompleted: boolean;
  sort: SortMode;
  empty: boolean;
}) {
  const tasks = useTaskMap();
  const sorted = useMemo(() => {
    if (sort === 'order' || !tasks) return undefined;
    const byQuadrant = new Map<Quadrant, string[]>();
    for (const q of QUADRANT_ORDER) {
      const done = showCompleted ? sortIds(lists[q].done, tasks, sort) : [];
      byQuadrant.set(q, [...sortIds(lists[q].open, tasks, sort), ...done]);
    }
    return byQuadrant;
  }, [lists, tasks, sort, showCompleted]);

  return (
    <div className="flex flex-col gap-4">
      {QUADRANT_ORDER.map((q) => (
        <QuadrantSection
          key={q}
          quadrant={q}
          lists={lists[q]}
          totalOpen={all[q].open.length}
          ids={sorted?.get(q)}
          showCompleted={showCompleted}
          showHint={empty}
          variant="row"
          className="max-h-[70vh]"
        />
      ))}
    </div>
  );
}
