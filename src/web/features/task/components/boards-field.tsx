/**
 * The boards a task is on, as chips that can each be removed, and "Add to board" listing the rest.
 * A task on no board is in the pool (shown as the Inbox).
 */
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldGroup } from '../../../components/ui/field.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { Menu } from '../../../components/ui/menu.tsx';
import { useTaskMutations } from '../../workspace/task-mutations.ts';
import { useBoards } from '../../workspace/use-workspace.ts';
import { TASK_NS } from '../i18n.ts';

export function BoardsField({ task }: { task: Task }) {
  const { t } = useTranslation(TASK_NS);
  const boards = useBoards();
  const { addToBoard, removeFromBoard } = useTaskMutations();
  const onIds = new Set(task.boards.map((p) => p.boardId));
  const on = boards.filter((b) => onIds.has(b.id));
  const others = boards.filter((b) => !onIds.has(b.id));

  return (
    <FieldGroup legend={t('fields.boards')}>
      <ul className="flex flex-wrap items-center gap-2" aria-label={t('boards.onBoards')}>
        {on.length === 0 && <li className="text-sm text-slate-700">{t('boards.pool')}</li>}
        {on.map((board) => (
          <li
            key={board.id}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-900"
          >
            {board.name}
            <button
              type="button"
              aria-label={t('boards.remove', { name: board.name })}
              onClick={() => removeFromBoard({ taskId: task.id, boardId: board.id })}
              className={cn('rounded-full p-1.5 text-slate-700 hover:bg-slate-200', focusRing)}
            >
              <X aria-hidden size={14} />
            </button>
          </li>
        ))}
      </ul>
      <div>
        <Menu
          trigger={
            <Button variant="secondary" size="sm">
              <Plus aria-hidden size={16} />
              {t('boards.add')}
            </Button>
          }
          items={others.map((board) => ({
            id: board.id,
            label: board.name,
            onSelect: () => addToBoard({ taskId: task.id, boardId: board.id }),
          }))}
          empty={t('boards.noOthers')}
        />
      </div>
    </FieldGroup>
  );
}
