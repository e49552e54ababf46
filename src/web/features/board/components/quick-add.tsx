import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TITLE_MAX } from '../../../../shared/contracts/tasks.ts';
import type { Quadrant } from '../../../../shared/quadrants.ts';
import { useBoardContext } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';

/** Type and press Enter: the task appears at the top of the quadrant; the field clears and keeps focus. */
export function QuickAdd({ quadrant }: { quadrant: Quadrant }) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const { actions } = useBoardContext();
  const [title, setTitle] = useState('');
  const label = t(`common:quadrants.${quadrant}.label`);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    actions.addTask(quadrant, trimmed.slice(0, TASK_TITLE_MAX));
    setTitle('');
  }

  return (
    <form onSubmit={handleSubmit} className="px-1">
      <input
        type="text"
        aria-label={t('quadrant.addLabel', { label })}
        placeholder={t('quadrant.addPrompt')}
        value={title}
        maxLength={TASK_TITLE_MAX}
        enterKeyHint="done"
        onChange={(e) => setTitle(e.target.value)}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
    </form>
  );
}
