/** One day's tasks in full ("+N more", or a day number in the month), each movable from here. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCalendar } from '../calendar-context.ts';
import { longDate } from '../calendar-dates.ts';
import { tasksOn, type CalendarTasks } from '../group-tasks.ts';
import { CALENDAR_NS } from '../i18n.ts';
import { TaskRow } from './task-row.tsx';

export function DayDialog({
  date,
  grouped,
  onClose,
}: {
  date: string;
  grouped: CalendarTasks;
  onClose: () => void;
}) {
  const { t } = useTranslation([CALENDAR_NS, 'common']);
  const { locale } = useCalendar();
  const tasks = tasksOn(grouped, date);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={longDate(date, locale)}
      closeLabel={t('common:actions.close')}
    >
      {tasks.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('day.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-1">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
