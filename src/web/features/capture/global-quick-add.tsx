/**
 * The global quick add: a dialog (opened with `q` or `n`, or a button) with the same capture field,
 * a quadrant picker that follows the parse (Schedule when it says nothing) until the person picks
 * one, and a board picker that starts on the current board (or a `#board` token). Several tasks
 * in the text become a brain dump to confirm, in the same dialog.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptureBoard } from '../../../shared/capture/index.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';
import { QUADRANTS, type Quadrant } from '../../../shared/quadrants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { BrainDump } from './brain-dump.tsx';
import { CaptureInput } from './capture-input.tsx';
import { CAPTURE_NS } from './capture-i18n.ts';
import { captureText, useCaptureField, withParser, type CapturedTask } from './use-capture-field.ts';
import { useHeldSubmits } from './use-held-submits.ts';

export type PlacedTask = CapturedTask & { boardId: string };

export interface GlobalQuickAddProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boards: readonly CaptureBoard[];
  /** The board the person is on, else the pool. */
  defaultBoardId: string;
  onAdd: (tasks: PlacedTask[]) => void;
}

/** Where a task lands when the text names no quadrant and the person picked none. */
const DEFAULT_QUADRANT: Quadrant = 2;

/** An Enter pressed before the parser arrived: the text, and the pickers as they were then. */
interface HeldSubmit {
  text: string;
  quadrant: Quadrant | null;
  boardId: string | null;
}

function QuickAddForm({ boards, defaultBoardId, onAdd }: Omit<GlobalQuickAddProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation([CAPTURE_NS, 'common']);
  const [pickedQuadrant, setPickedQuadrant] = useState<Quadrant | null>(null);
  const [pickedBoard, setPickedBoard] = useState<string | null>(null);
  const [dump, setDump] = useState<string[] | null>(null);
  const field = useCaptureField({ quadrant: pickedQuadrant ?? DEFAULT_QUADRANT, boards });
  const knownBoard = (id: string | null) =>
    id && (id === POOL_BOARD_ID || boards.some((b) => b.id === id)) ? id : null;
  /** What the person picked by hand, else what the words said, else the board they are on. */
  const placed = (task: CapturedTask, picked: Omit<HeldSubmit, 'text'>): PlacedTask => ({
    ...task,
    quadrant: picked.quadrant ?? task.quadrant,
    boardId: picked.boardId ?? task.boardId ?? knownBoard(defaultBoardId) ?? POOL_BOARD_ID,
  });
  // Entered before the parser arrived: understood now, as Enter would have understood them.
  // A dialog closed meanwhile (`gone`) still adds them, each text one task, with nothing to confirm.
  const { hold, waiting } = useHeldSubmits<HeldSubmit>(field, (submits, gone) => {
    if (!gone) {
      const texts = submits.flatMap((submit) => field.splitText(submit.text));
      if (texts.length > submits.length) {
        setDump(texts);
        return;
      }
    }
    const input = gone ? withParser(field.parseInput, gone.parser) : field.parseInput;
    onAdd(
      submits.map((submit) =>
        placed(
          captureText(submit.text, { ...input, quadrant: submit.quadrant ?? DEFAULT_QUADRANT }).task,
          submit,
        ),
      ),
    );
  });
  const { quadrant, boardId } = placed(field.task, { quadrant: pickedQuadrant, boardId: pickedBoard });
  // What the person picked by hand outranks what the words said: those chips would mislead.
  const chips = field.chips.filter(
    (chip) => !(chip.kind === 'quadrant' && pickedQuadrant) && !(chip.kind === 'board' && pickedBoard),
  );

  function openDump(texts: string[]): boolean {
    if (texts.length < 2) return false;
    setDump(texts);
    return true;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!field.task.title) return;
    if (!field.ready) {
      hold({ text: field.text, quadrant: pickedQuadrant, boardId: pickedBoard });
      field.reset();
      return;
    }
    if (openDump(field.split())) return;
    onAdd([{ ...field.task, quadrant, boardId }]);
  }

  if (dump) {
    return (
      <BrainDump
        texts={dump}
        parseInput={field.parseInput}
        onCancel={() => setDump(null)}
        onConfirm={(tasks) =>
          onAdd(tasks.map((task) => placed(task, { quadrant: null, boardId: pickedBoard })))
        }
      />
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4">
      <CaptureInput
        field={{ ...field, chips }}
        label={t('global.fieldLabel')}
        placeholder={t('global.placeholder')}
        onBrainDump={setDump}
        inputClassName="px-3 py-2"
        autoFocus
        pending={waiting}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('global.quadrant')}>
          {(control) => (
            <select
              {...control}
              value={quadrant}
              onChange={(event) => setPickedQuadrant(Number(event.target.value) as Quadrant)}
              className={inputClass}
            >
              {QUADRANTS.map((q) => (
                <option key={q} value={q}>
                  {q} {t(`common:quadrants.${q}.label`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('global.board')}>
          {(control) => (
            <select
              {...control}
              value={boardId}
              onChange={(event) => setPickedBoard(event.target.value)}
              className={inputClass}
            >
              <option value={POOL_BOARD_ID}>{t('global.pool')}</option>
              {boards.map((board) => (
                <option key={board.id} value={board.id}>
                  {board.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!field.task.title}>
          {t('global.add')}
        </Button>
      </div>
    </form>
  );
}

export function GlobalQuickAdd({ open, onOpenChange, ...props }: GlobalQuickAddProps) {
  const { t } = useTranslation([CAPTURE_NS, 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('global.title')}
      description={t('global.description')}
      closeLabel={t('common:actions.close')}
    >
      <div className="mt-4">
        <QuickAddForm {...props} />
      </div>
    </Dialog>
  );
}
