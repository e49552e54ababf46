/**
 * The board menu: the Inbox (the pool) and every board, then "New board", and rename/delete for the
 * current board. Dialogs live beside the menu so that focus returns to its trigger when they close.
 * At the plan's board limit "New board" says it comes with Pro: its dialog names the board, then
 * goes to the upgrade, which creates that board once the payment is through.
 */
import { Check, ChevronDown, Inbox, LayoutGrid, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { POOL_BOARD_ID, type Board } from '../../../../shared/contracts/boards.ts';
import { useBoards } from '../../workspace/use-workspace.ts';
import { BOARD_NS } from '../i18n.ts';
import { boardPath } from '../paths.ts';
import { useBoardLimitReached } from '../plan-limit.ts';
import type { BoardView } from '../board-context.ts';

type OpenDialog = 'new' | 'rename' | 'delete' | null;

// Radix's Dialog and AlertDialog load when one of these first opens, not with the board (ADR 0031).
const BoardNameDialog = lazy(() =>
  import('./board-dialogs.tsx').then((m) => ({ default: m.BoardNameDialog })),
);
const DeleteBoardDialog = lazy(() =>
  import('./board-dialogs.tsx').then((m) => ({ default: m.DeleteBoardDialog })),
);

const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900';

export function BoardSwitcher({ boardId, view }: { boardId: string; view: BoardView }) {
  const { t } = useTranslation(BOARD_NS);
  const navigate = useNavigate();
  const boards = useBoards();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const current: Board | undefined = boards.find((b) => b.id === boardId);
  const name = boardId === POOL_BOARD_ID ? t('pool') : (current?.name ?? '');
  const limit = useBoardLimitReached(boards.length);

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t('switcher.trigger', { name })}
          className="inline-flex h-10 max-w-72 coarse:h-11 items-center gap-2 rounded-md bg-white px-3 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {boardId === POOL_BOARD_ID ? <Inbox aria-hidden size={16} /> : <LayoutGrid aria-hidden size={16} />}
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={4}
            className="z-40 max-h-[70vh] min-w-60 overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200"
          >
            <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-slate-600">
              {t('switcher.boards')}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={boardId}
              onValueChange={(id) => void navigate(boardPath(id, view))}
            >
              <DropdownMenu.RadioItem value={POOL_BOARD_ID} className={itemClass}>
                <Inbox aria-hidden size={16} />
                <span className="flex-1">{t('pool')}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden size={16} />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
              {boards.map((board) => (
                <DropdownMenu.RadioItem key={board.id} value={board.id} className={itemClass}>
                  <LayoutGrid aria-hidden size={16} />
                  <span className="flex-1 truncate">{board.name}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden size={16} />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={itemClass} onSelect={() => setDialog('new')}>
              {limit.reached ? <Sparkles aria-hidden size={16} /> : <Plus aria-hidden size={16} />}
              {limit.reached ? t('switcher.newBoardPro') : t('switcher.newBoard')}
            </DropdownMenu.Item>
            {current && (
              <>
                <DropdownMenu.Item className={itemClass} onSelect={() => setDialog('rename')}>
                  <Pencil aria-hidden size={16} />
                  {t('switcher.rename')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  className={`${itemClass} text-red-700`}
                  onSelect={() => setDialog('delete')}
                >
                  <Trash2 aria-hidden size={16} />
                  {t('switcher.delete')}
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Suspense fallback={null}>
        {dialog === 'new' && (
          <BoardNameDialog
            mode="create"
            view={view}
            {...(limit.reached ? { upgradeFrom: limit.max } : {})}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'rename' && current && (
          <BoardNameDialog mode="rename" board={current} view={view} onClose={() => setDialog(null)} />
        )}
        {dialog === 'delete' && current && (
          <DeleteBoardDialog board={current} view={view} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}
