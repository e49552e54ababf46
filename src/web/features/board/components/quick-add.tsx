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
import { useCaptureField, type CapturedTask } from '../../capture/use-capture-field.ts';
import { useSubmitWhenReady } from '../../capture/use-submit-when-ready.ts';
import { useBoards } from '../../workspace/use-workspace.ts';
import { useBoardContext } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';

export const QuickAdd = memo(function QuickAdd({ quadrant }: { quadrant: Quadrant }) {
  const { t } = useTranslation([BOARD_NS, CAPTURE_NS, 'common']);
  const { actions } = useBoardContext();
  const allBoards = useBoards();
  const boards = useMemo(() => allBoards.map((b) => ({ id: b.id, name: b.name })), [allBoards]);
  const field = useCaptureField({ quadrant, boards });
  const { formRef, readyToSubmit } = useSubmitWhenReady(field);
  const [dump, setDump] = useState<string[] | null>(null);
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
    setDump(texts);
    return true;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!field.task.title || !readyToSubmit() || openDump(field.split())) return;
    add(field.task);
    field.reset();
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} className="px-1">
      <CaptureInput
        field={field}
        label={t('quadrant.addLabel', { label })}
        placeholder={t('quadrant.addPrompt')}
        onBrainDump={setDump}
      />
      <Dialog
        open={dump !== null}
        onOpenChange={(open) => !open && setDump(null)}
        title={t('capture:brainDump.title', { count: dump?.length ?? 0 })}
        closeLabel={t('common:actions.close')}
      >
        {dump && (
          <div className="mt-4">
            <BrainDump
              texts={dump}
              parseInput={field.parseInput}
              onCancel={() => setDump(null)}
              onConfirm={(tasks) => {
                tasks.forEach(add);
                setDump(null);
                field.reset();
              }}
            />
          </div>
        )}
      </Dialog>
    </form>
  );
});
