/**
 * A brain dump to confirm: one row per task found in the paragraph, each with its text (editable,
 * parsed again as it changes), the chips of what was understood, and a remove button; then all
 * are added at once. A form: Enter in any row adds them all, Escape (the dialog's) goes back.
 */
import { Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { TASK_TITLE_MAX } from '../../../shared/contracts/tasks.ts';
import { CaptureChips } from './capture-chips.tsx';
import { CAPTURE_NS } from './capture-i18n.ts';
import { captureText, useChipsOf, type CaptureParseInput, type CapturedTask } from './use-capture-field.ts';

interface Row {
  key: number;
  text: string;
}

export interface BrainDumpProps {
  texts: readonly string[];
  parseInput: CaptureParseInput;
  onConfirm: (tasks: CapturedTask[]) => void;
  onCancel: () => void;
}

export function BrainDump({ texts, parseInput, onConfirm, onCancel }: BrainDumpProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const [rows, setRows] = useState<Row[]>(() => texts.map((text, key) => ({ key, text })));
  const toChips = useChipsOf(parseInput.quadrant, parseInput.boards, true);
  const list = useRef<HTMLOListElement | null>(null);
  const parsed = rows.map((row) => ({ row, ...captureText(row.text, parseInput) }));
  const tasks = parsed.filter((p) => p.task.title !== '').map((p) => p.task);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tasks.length > 0) onConfirm(tasks);
  }

  function removeRow(index: number) {
    setRows((current) => current.filter((_, i) => i !== index));
    // Focus the next row's text (or the previous one), never the body.
    requestAnimationFrame(() => {
      const inputs = list.current?.querySelectorAll('input');
      const next = inputs?.[Math.min(index, (inputs?.length ?? 1) - 1)];
      next?.focus();
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-3"
      aria-label={t('brainDump.title', { count: rows.length })}
    >
      <p className="text-sm text-slate-700">{t('brainDump.intro', { count: rows.length })}</p>
      <ol ref={list} className="flex flex-col gap-2" data-testid="brain-dump">
        {parsed.map(({ row, result }, index) => (
          <li key={row.key} className="flex flex-col gap-1 rounded-md border border-slate-200 p-2">
            <div className="flex items-center gap-1">
              <input
                type="text"
                aria-label={t('brainDump.item', { position: index + 1, count: rows.length })}
                value={row.text}
                maxLength={TASK_TITLE_MAX}
                onChange={(event) => {
                  const text = event.target.value;
                  setRows((current) => current.map((r) => (r.key === row.key ? { ...r, text } : r)));
                }}
                className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              />
              <button
                type="button"
                onClick={() => removeRow(index)}
                aria-label={t('brainDump.remove', { position: index + 1 })}
                className={cn(
                  'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100',
                  focusRing,
                )}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </div>
            <CaptureChips chips={toChips(result)} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('brainDump.back')}
        </Button>
        <Button type="submit" disabled={tasks.length === 0}>
          {t('brainDump.addAll', { count: tasks.length })}
        </Button>
      </div>
    </form>
  );
}
