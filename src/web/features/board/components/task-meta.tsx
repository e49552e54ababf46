/**
 * The second line of a note: due date, how it repeats ("Every weekday"), checklist progress
 * ("2/5"), attachments (a paperclip and a count), a bell when it has reminders and a marker when it
 * has a description. Each shows an icon and short text, and says the whole thing to screen readers
 * ("2 of 5 checklist items done."); the card names this line as its description. Always rendered
 * (the card points at it); with nothing to say it takes no room.
 */
import { AlignLeft, Bell, Check, ListChecks, Paperclip, Repeat } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { useBoardContext } from '../board-context.ts';
import { DueBadge } from './due-badge.tsx';

/** The id of a card's detail line, which the card names as its description. */
export function taskMetaId(taskId: string): string {
  return `task-meta-${taskId}`;
}

function Item({ icon, shown, said }: { icon: ReactNode; shown?: string; said: string }) {
  return (
    <span className="inline-flex items-center gap-1" title={said}>
      {icon}
      {shown && <span aria-hidden>{shown}</span>}
      <span className="sr-only">{`${said}.`}</span>
    </span>
  );
}

export interface TaskMetaProps {
  task: Task;
  variant: 'note' | 'row';
  checklist: { done: number; total: number } | undefined;
  attachments: number;
  reminders: number;
}

export function TaskMeta({ task, variant, checklist, attachments, reminders }: TaskMetaProps) {
  const { text } = useBoardContext();
  const items: { key: string; node: ReactNode }[] = [];
  if (task.dueDate) items.push({ key: 'due', node: <DueBadge task={task} /> });
  if (task.repeat) {
    // A completed task still holding its rule: the plan had no room for the next occurrence.
    const { shown, said } = text.repeat(task.repeat);
    const paused = task.completed && task.nextOccurrenceId === null;
    items.push({
      key: 'repeat',
      node: (
        <Item
          icon={<Repeat aria-hidden size={12} />}
          shown={paused ? text.repeatPaused : shown}
          said={paused ? `${said}. ${text.repeatPaused}` : said}
        />
      ),
    });
  }
  if (checklist && checklist.total > 0) {
    const icon = <ListChecks aria-hidden size={12} />;
    const said = text.checklist(checklist.done, checklist.total);
    items.push({
      key: 'checklist',
      node: <Item icon={icon} shown={`${checklist.done}/${checklist.total}`} said={said} />,
    });
  }
  if (attachments > 0) {
    const said = text.attachments(attachments);
    items.push({
      key: 'files',
      node: <Item icon={<Paperclip aria-hidden size={12} />} shown={String(attachments)} said={said} />,
    });
  }
  if (reminders > 0)
    items.push({
      key: 'reminders',
      node: <Item icon={<Bell aria-hidden size={12} />} said={text.reminders(reminders)} />,
    });
  if (task.description !== '')
    items.push({
      key: 'text',
      node: <Item icon={<AlignLeft aria-hidden size={12} />} said={text.hasDescription} />,
    });
  if (variant === 'row' && task.completed)
    items.push({
      key: 'done',
      node: (
        <Item icon={<Check aria-hidden size={12} />} shown={text.completedState} said={text.completedState} />
      ),
    });

  return (
    <p
      id={taskMetaId(task.id)}
      className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 ps-6 text-xs text-note-muted empty:hidden"
    >
      {items.map((item, i) => (
        <Fragment key={item.key}>
          {i > 0 && ' '}
          {item.node}
        </Fragment>
      ))}
    </p>
  );
}
