/**
 * "Move to…": the four quadrants and the person's other boards, for one hand on a phone and for
 * screen readers, where a drag is out of reach. A quadrant puts the task at its top (as keys 1–4
 * do); a board either takes the task from this one ("Move") or adds it beside ("Also add"), as a
 * task can be on several boards. One dialog for the whole board (move-to-store.ts); every move is
 * announced in the board's live region by the actions it calls.
 */
import { Check } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { QUADRANTS } from '../../../../shared/quadrants.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useBoards, useTask } from '../../workspace/use-workspace.ts';
import { useBoardContext } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';
import { focusNear } from '../focus-targets.ts';
import { closeMoveTo, moveToTaskId, subscribeMoveTo } from '../move-to-store.ts';

const choiceClass = cn(
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm text-slate-900 ring-1 ring-slate-200 hover:bg-slate-50',
  focusRing,
);
const smallClass = cn(
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-indigo-700 ring-1 ring-slate-300 hover:bg-indigo-50',
  focusRing,
);

/** Focus goes back to the note (wherever it now is), or next to where it was when it left the board. */
function focusNote(taskId: string) {
  return (event: Event) => {
    const note = document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`);
    if (note) {
      event.preventDefault();
      note.focus();
    } else if (focusNear(taskId)) event.preventDefault();
  };
}

function Quadrants({ task }: { task: Task }) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const { actions } = useBoardContext();
  return (
    <ul className="grid gap-2" aria-label={t('moveTo.quadrants')}>
      {QUADRANTS.map((q) => {
        const current = task.quadrant === q;
        return (
          <li key={q}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              className={cn(choiceClass, current && 'bg-indigo-50 ring-indigo-300')}
              onClick={() => {
                closeMoveTo();
                if (!current) actions.moveToQuadrant(task, q);
              }}
            >
              {/* Spaces between the parts: the button's name reads "1 Do First Urgent & important". */}
              <span className="w-4 font-semibold tabular-nums">{q}</span>{' '}
              <span className="flex-1">
                <span className="block font-medium">{t(`common:quadrants.${q}.label`)}</span>{' '}
                <span className="block text-xs text-slate-600">{t(`common:quadrants.${q}.subtitle`)}</span>
              </span>{' '}
              {current && (
                <span className="inline-flex items-center gap-1 text-xs text-slate-700">
                  <Check aria-hidden size={14} />
                  {t('moveTo.current')}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Boards({ task }: { task: Task }) {
  const { t } = useTranslation(BOARD_NS);
  const { actions } = useBoardContext();
  const boards = useBoards().filter((b) => b.id !== actions.boardId);
  const onIds = new Set(task.boards.map((p) => p.boardId));
  const fromPool = actions.boardId === POOL_BOARD_ID;
  if (boards.length === 0) return <p className="text-sm text-slate-600">{t('moveTo.noBoards')}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('moveTo.boards')}>
      {boards.map((board) => (
        <li key={board.id} className="flex flex-wrap items-center gap-2 rounded-md px-1 py-1">
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{board.name}</span>
          {onIds.has(board.id) ? (
            <span className="inline-flex min-h-11 items-center gap-1 text-xs text-slate-700">
              <Check aria-hidden size={14} />
              {t('moveTo.onBoard')}
            </span>
          ) : (
            <>
              <button
                type="button"
                className={smallClass}
                aria-label={t('moveTo.moveToBoard', { name: board.name })}
                onClick={() => {
                  closeMoveTo();
                  actions.sendToBoard(task, board, false);
                }}
              >
                {t('moveTo.move')}
              </button>
              {!fromPool && (
                <button
                  type="button"
                  className={smallClass}
                  aria-label={t('moveTo.addToBoard', { name: board.name })}
                  onClick={() => {
                    closeMoveTo();
                    actions.sendToBoard(task, board, true);
                  }}
                >
                  {t('moveTo.alsoAdd')}
                </button>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function MoveToDialog() {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const taskId = useSyncExternalStore(subscribeMoveTo, moveToTaskId, moveToTaskId);
  const task = useTask(taskId ?? '');
  if (!taskId || !task) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeMoveTo();
      }}
      title={t('moveTo.title', { title: task.title })}
      closeLabel={t('common:actions.close')}
      onCloseAutoFocus={focusNote(task.id)}
    >
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700">{t('moveTo.quadrants')}</h3>
      <Quadrants task={task} />
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-700">{t('moveTo.boards')}</h3>
      <Boards task={task} />
    </Dialog>
  );
}
