/**
 * The unscheduled tray: the board's open tasks without a date, to drag onto a day or to give a
 * date with "Move to date". A long tray renders its first 50 and grows on request, so a board of
 * 5,000 undated tasks costs 50 rows.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CALENDAR_NS } from '../i18n.ts';
import { TaskRow } from './task-row.tsx';

const PAGE = 50;

export function UnscheduledTray({
  tasks,
  className,
  hideTitle = false,
}: {
  tasks: readonly Task[];
  className?: string;
  /** Where a visible heading already says it (the phone's fold), the title is for screen readers. */
  hideTitle?: boolean;
}) {
  const { t } = useTranslation(CALENDAR_NS);
  const [limit, setLimit] = useState(PAGE);
  const titleId = useId();
  const shown = tasks.slice(0, limit);
  return (
    <section aria-labelledby={titleId} className={cn('flex min-h-0 flex-col gap-2', className)}>
      <h2 id={titleId} className={cn('text-sm font-semibold text-slate-800', hideTitle && 'sr-only')}>
        {t('tray.title', { count: tasks.length })}
      </h2>
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-600">{t('tray.empty')}</p>
      ) : (
        <>
          <p className="text-xs text-slate-600">{t('tray.hint')}</p>
          <ul className="flex min-h-0 flex-col gap-1 overflow-y-auto" aria-labelledby={titleId}>
            {shown.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </ul>
          {tasks.length > limit && (
            <Button variant="secondary" size="sm" onClick={() => setLimit((n) => n + PAGE)}>
              {t('tray.showMore', { count: Math.min(PAGE, tasks.length - limit) })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
