/**
 * Quick add at the top of a quadrant. Type (or say) and press Enter: the task appears at the top
 * of the quadrant the words put it in, dated and on the board they named; the field clears and
 * keeps focus. Chips show what was understood as you type; several tasks at once open a list to
 * confirm. The parser loads on first focus; before that the text is the title. Memoized: a task
 * moving in or out of its quadrant re-renders the list, not the field.
 */
import { memo, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quadrant } from '../../../../shared/quadrants.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { BrainDump } from '../../capture/brain-dump.tsx';
import { CaptureInput } from '../../capture/capture-input.tsx';
import { CAPTURE_NS } from '../../capture/capture-i18n.ts';
import {
  captureText,
  useCaptureField,
  withParser,
  type CapturedTask,
} from '../../capture/use-capture-field.ts';
import { useHeldSubmits } from '../../capture/use-held-submits.ts';
import { useBoards } from '../../workspace/use-workspace.ts';
import { useBoardContext } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';

export const QuickAdd = memo(function QuickAdd({ quadrant }: { quadrant: Quadrant }) {
  const { t } = useTranslation([BOARD_NS, CAPTURE_NS, 'common']);
  const { actions } = useBoardContext();
  const allBoards = useBoards();
  const boards = useMemo(() => allBoards.map((b) => ({ id: b.id, name: b.name })), [allBoards]);
  const field = useCaptureField({ quadrant, boards });
  // The texts to confirm, and whether they are the field's own (cleared once confirmed).
  const [dump, setDump] = useState<{ texts: string[]; fromField: boolean } | null>(null);
  // Texts entered before the parser arrived: added now, in order, as Enter would have added them.
  const { hold, waiting } = useHeldSubmits<string>(field, (texts, gone) => {
    // The field has gone (its lane left): each text is one task, with nothing to confirm.
    if (gone) {
      for (const text of texts) add(captureText(text, withParser(field.parseInput, gone.parser)).task);
      return;
    }
    const several: string[] = [];
    for (const text of texts) {
      const parts = field.splitText(text);
      if (parts.length > 1) several.push(...parts);
      else add(captureText(text, field.parseInput).task);
    }
    if (several.length > 0) setDump({ texts: several, fromField: false });
  });
  const label = t(`common:quadrants.${quadrant}.label`);

  function add(task: CapturedTask) {
    actions.addTask(task.quadrant, task.title, {
      dueDate: task.dueDate,
      dueTime: task.dueTime,
      repeat: task.repeat,
      ...(task.boardId ? { boardId: task.boardId } : {}),
    });
  }

  function openDump(texts: string[]): boolean {
    if (texts.length < 2) return false;
    setDump({ texts, fromField: true });
    return true;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!field.task.title) return;
    if (!field.ready) {
      hold(field.text);
      field.reset();
      return;
    }
    if (openDump(field.split())) return;
    add(field.task);
    field.reset();
  }

  return (
    // `data-quick-add`: where focus goes when the quadrant's last note leaves it (focus-targets.ts).
    <form onSubmit={handleSubmit} className="px-1" data-quick-add={quadrant}>
      <CaptureInput
        field={field}
        label={t('quadrant.addLabel', { label })}
        placeholder={t('quadrant.addPrompt')}
        onBrainDump={(texts) => setDump({ texts, fromField: true })}
        pending={waiting}
      />
      <Dialog
        open={dump !== null}
        onOpenChange={(open) => !open && setDump(null)}
        title={t('capture:brainDump.title', { count: dump?.texts.length ?? 0 })}
        closeLabel={t('common:actions.close')}
      >
        {dump && (
          <div className="mt-4">
            <BrainDump
              texts={dump.texts}
              parseInput={field.parseInput}
              onCancel={() => setDump(null)}
              onConfirm={(tasks) => {
                tasks.forEach(add);
                setDump(null);
                // Texts held from before the parser left the field long ago: it may hold a new one.
                if (dump.fromField) field.reset();
              }}
            />
          </div>
        )}
      </Dialog>
    </form>
  );
});
