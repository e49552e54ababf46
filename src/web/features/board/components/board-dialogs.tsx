/**
 * New/rename board (a name field; Enter submits) and the delete confirmation (tasks are kept).
 * At the plan's board limit, "New board" names the board and goes to the upgrade instead: the
 * subscription page carries it (its id and name) so it is created once the payment is through.
 */
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Dialog } from 'radix-ui';
import { Suspense, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import {
  BOARD_NAME_MAX,
  BoardNameSchema,
  POOL_BOARD_ID,
  type Board,
} from '../../../../shared/contracts/boards.ts';
import { newId } from '../../../../shared/ids.ts';
import { Button } from '../../../components/ui/button.tsx';
import { boardUpgradeHref } from '../../../lib/errors.ts';
import { useBoardMutations } from '../../workspace/board-mutations.ts';
import type { BoardView } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';
import { boardPath } from '../paths.ts';
import { TemplatePickerContext } from '../template-slot.ts';
import { whenBoardSettled } from '../write-confirmation.ts';

const overlayClass = 'fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60';
const contentClass =
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none';

function DialogFrame({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={contentClass} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type NameDialogProps =
  | {
      mode: 'create';
      board?: undefined;
      view: BoardView;
      /** The plan's board limit, reached: name the board, then upgrade to get it. */
      upgradeFrom?: number;
      onClose: () => void;
    }
  | { mode: 'rename'; board: Board; view: BoardView; upgradeFrom?: undefined; onClose: () => void };

function dialogTexts(
  t: TFunction<readonly [typeof BOARD_NS, 'common']>,
  mode: 'create' | 'rename',
  upgradeFrom?: number,
) {
  if (upgradeFrom !== undefined)
    return {
      title: t('dialogs.upgradeTitle'),
      description: t('dialogs.upgradeBody', { max: upgradeFrom }),
      submit: t('common:actions.upgrade'),
    };
  return mode === 'create'
    ? { title: t('dialogs.newTitle'), description: undefined, submit: t('dialogs.create') }
    : { title: t('dialogs.renameTitle'), description: undefined, submit: t('common:actions.save') };
}

export function BoardNameDialog({ mode, board, view, upgradeFrom, onClose }: NameDialogProps) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { createBoard, renameBoard } = useBoardMutations();
  const [name, setName] = useState(board?.name ?? '');
  const [invalid, setInvalid] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = BoardNameSchema.safeParse(name);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    if (mode === 'rename') {
      renameBoard(board.id, parsed.data);
    } else if (upgradeFrom !== undefined) {
      void navigate(boardUpgradeHref({ id: newId(), name: parsed.data }));
    } else {
      const id = newId();
      createBoard({ id, name: parsed.data });
      // Open it once the server has it: a refusal (the Free plan's board limit) leaves the person
      // where they were, with the toast that says why and names Pro.
      whenBoardSettled(client, id, (created) => {
        if (created) void navigate(boardPath(id, view));
      });
    }
    onClose();
  }

  const texts = dialogTexts(t, mode, upgradeFrom);
  const renderTemplates = useContext(TemplatePickerContext);
  // A template makes a board on the server: it opens once this device has it (from the socket).
  function openApplied(id: string) {
    onClose();
    whenBoardSettled(client, id, (created) => {
      if (created) void navigate(boardPath(id, view));
    });
  }
  return (
    <DialogFrame
      title={texts.title}
      {...(texts.description ? { description: texts.description } : {})}
      onClose={onClose}
    >
      <form onSubmit={handleSubmit} className="mt-4 flex flex-col gap-3" noValidate>
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('dialogs.nameLabel')}
        </label>
        <input
          id={fieldId}
          autoFocus
          value={name}
          maxLength={BOARD_NAME_MAX}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setInvalid(false);
          }}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        {invalid && (
          <p id={errorId} className="text-sm text-red-700">
            {t('dialogs.nameRequired')}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="secondary">{t('common:actions.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit">{texts.submit}</Button>
        </div>
      </form>
      {mode === 'create' && upgradeFrom === undefined && renderTemplates && (
        <Suspense fallback={null}>{renderTemplates({ onApplied: openApplied })}</Suspense>
      )}
    </DialogFrame>
  );
}

export function DeleteBoardDialog({
  board,
  view,
  onClose,
}: {
  board: Board;
  view: BoardView;
  onClose: () => void;
}) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const navigate = useNavigate();
  const { deleteBoard } = useBoardMutations();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={contentClass}>
          <AlertDialog.Title className="text-lg font-semibold">
            {t('dialogs.deleteTitle', { name: board.name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {t('dialogs.deleteBody')}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('common:actions.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                onClick={() => {
                  deleteBoard(board);
                  void navigate(boardPath(POOL_BOARD_ID, view));
                }}
              >
                {t('dialogs.deleteConfirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
