/**
 * Everything a person can do to tasks on a board, in board terms: add at the top of a quadrant, move
 * to a quadrant or by one place, drop at an index, send to another board, complete, rename, delete.
 * Each computes the new order key from the lists as they are at that moment, sends one write (which
 * the workspace records for undo and confirms in a toast), moves focus with the card or, when the
 * card leaves the list, to its neighbour (focus-targets.ts), and tells screen readers what
 * happened (an add once the server has kept it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { newId } from '../../../../shared/ids.ts';
import type { Quadrant } from '../../../../shared/quadrants.ts';
import { boardListsSelector, orderOnBoard } from '../../workspace/selectors.ts';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { readWorkspace } from '../../workspace/workspace-query.ts';
import { announce, requestFocus } from '../board-stores.ts';
import { focusAfterLeaving, moveFocus, shownList } from '../focus-targets.ts';
import { keepVisible } from '../kept-tasks.ts';
import { BOARD_NS } from '../i18n.ts';
import { orderAt } from '../order-keys.ts';
import { whenTaskSettled } from '../write-confirmation.ts';

export interface AddTaskDetails {
  dueDate?: string | null;
  dueTime?: string | null;
  /** A repeat rule (with a due date), as capture understood it. */
  repeat?: string | null;
  boardId?: string;
}

export function useBoardActions(boardId: string) {
  const client = useQueryClient();
  const mutations = useTaskMutations();
  const { t } = useTranslation([BOARD_NS, 'common']);

  return useMemo(() => {
    const quadrantLabel = (q: Quadrant) => t(`common:quadrants.${q}.label`);

    /** The list a task of this completion state has in quadrant `q`, without `exceptId`, as order keys. */
    function destination(q: Quadrant, completed: boolean, exceptId?: string) {
      const state = readWorkspace(client);
      if (!state) return { ids: [], orders: [] };
      const lists = boardListsSelector(boardId)(state);
      const ids = (completed ? lists[q].done : lists[q].open).filter((id) => id !== exceptId);
      const orders = ids.map((id) => {
        const task = state.tasks.get(id);
        return (task && orderOnBoard(task, boardId)) ?? '';
      });
      return { ids, orders };
    }

    /** Focus goes to the note's neighbour as shown (or the quadrant's quick add): it is leaving. */
    function handFocusOn(task: Task): void {
      moveFocus(focusAfterLeaving(shownList(task.quadrant).ids, task.id, task.quadrant));
    }

    function moveTo(task: Task, q: Quadrant, index: number, opts: { focus: boolean }): void {
      const { orders } = destination(q, task.completed, task.id);
      const at = Math.max(0, Math.min(index, orders.length));
      if (opts.focus) requestFocus(task.id);
      mutations.moveTask({ taskId: task.id, boardId, quadrant: q, order: orderAt(orders, at) });
      announce(t('announce.moved', { title: task.title, quadrant: quadrantLabel(q), position: at + 1 }));
    }

    return {
      boardId,
      /**
       * At the top of quadrant `q`. A captured task may carry a due date and time, and a board other
       * than this one (a `#board` token): it then goes first in that board's quadrant.
       */
      addTask(q: Quadrant, title: string, details: AddTaskDetails = {}): void {
        const id = newId();
        const target = details.boardId ?? boardId;
        const dated = {
          dueDate: details.dueDate ?? null,
          dueTime: details.dueTime ?? null,
          repeat: details.repeat ?? null,
        };
        if (target === boardId) {
          const { orders } = destination(q, false);
          mutations.createTask({ id, title, quadrant: q, boardId, order: orderAt(orders, 0), ...dated });
        } else {
          mutations.createTaskOnTop({ id, title, quadrant: q, boardId: target, ...dated });
        }
        // Under a filter it would not match, it stays in sight (marked) until the filter changes.
        keepVisible(id);
        // Said once the server keeps it; a refusal is said by the error toast (an alert) instead.
        whenTaskSettled(client, id, (created) => {
          if (created) announce(t('announce.added', { title, quadrant: quadrantLabel(q) }));
        });
      },
      /** Keys 1–4: to the top of that quadrant. */
      moveToQuadrant(task: Task, q: Quadrant): void {
        moveTo(task, q, 0, { focus: true });
      },
      /** ArrowUp/ArrowDown: one place within its quadrant. */
      moveBy(task: Task, delta: -1 | 1): void {
        const list = destination(task.quadrant, task.completed).ids;
        const from = list.indexOf(task.id);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= list.length) return;
        moveTo(task, task.quadrant, to, { focus: true });
      },
      /** A drop: `index` counts places in the destination list without the task. */
      dropAt(task: Task, q: Quadrant, index: number): void {
        moveTo(task, q, index, { focus: false });
      },
      /** The index a drop next to `targetId` means, in the list without the dragged task. */
      dropIndex(task: Task, q: Quadrant, targetId: string | null, edge: 'top' | 'bottom' | null): number {
        const { ids } = destination(q, task.completed, task.id);
        if (targetId === null) return ids.length;
        const i = ids.indexOf(targetId);
        if (i < 0) return 0;
        return edge === 'bottom' ? i + 1 : i;
      },
      /**
       * "Move to…" a board: the task joins `target` (first in its quadrant there) and, unless
       * `keepHere`, leaves this board. From the pool, joining a board is leaving the pool.
       */
      sendToBoard(task: Task, target: { id: string; name: string }, keepHere: boolean): void {
        if (target.id === boardId) return;
        const leave = !keepHere && boardId !== POOL_BOARD_ID;
        // From the pool, joining a board is leaving the pool: the note leaves this list either way.
        if (!keepHere) handFocusOn(task);
        mutations.moveToBoard(task.id, target.id, leave ? boardId : null);
        announce(
          t(leave ? 'announce.movedToBoard' : 'announce.addedToBoard', {
            title: task.title,
            board: target.name,
          }),
        );
      },
      toggleComplete(task: Task): void {
        const completed = !task.completed;
        if (completed && !shownList(task.quadrant).withCompleted) handFocusOn(task);
        else requestFocus(task.id);
        mutations.updateTask({ taskId: task.id, changes: { completed } });
        announce(t(completed ? 'announce.completed' : 'announce.reopened', { title: task.title }));
      },
      rename(task: Task, title: string): void {
        const trimmed = title.trim();
        if (!trimmed || trimmed === task.title) return;
        mutations.updateTask({ taskId: task.id, changes: { title: trimmed } });
      },
      /** Delete at once (the toast offers Undo). Focus goes to the next note, or the quick add. */
      remove(task: Task): void {
        handFocusOn(task);
        mutations.deleteTask(task);
        announce(t('announce.deleted', { title: task.title }));
      },
    };
  }, [boardId, client, mutations, t]);
}

export type BoardActions = ReturnType<typeof useBoardActions>;
