import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TITLE_MAX } from '../../../../shared/contracts/tasks.ts';
import { BOARD_NS } from '../i18n.ts';

/** In-place title editing: Enter saves, Escape cancels, leaving the field saves. */
export function TitleEditor({
  initial,
  onDone,
}: {
  initial: string;
  onDone: (title: string | null) => void;
}) {
  const { t } = useTranslation(BOARD_NS);
  const [value, setValue] = useState(initial);
  const [done, setDone] = useState(false);

  function finish(title: string | null) {
    if (done) return;
    setDone(true);
    onDone(title);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(value.trim() ? value : null);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(null);
    }
  }

  return (
    <input
      // Editing starts from an explicit command, so taking focus is what the person asked for.
      autoFocus
      aria-label={t('task.editLabel')}
      value={value}
      maxLength={TASK_TITLE_MAX}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={handleKeyDown}
      onBlur={() => finish(value.trim() ? value : null)}
      onFocus={(e) => e.currentTarget.select()}
      className="min-w-0 flex-1 rounded border border-indigo-400 bg-white/80 px-1 py-0.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
    />
  );
}
