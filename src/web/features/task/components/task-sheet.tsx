/**
 * The task sheet: every field of one task, each saved as the person types or picks (optimistic
 * through the workspace's mutations, each undoable from its toast or with Ctrl+Z). A dialog on
 * wide screens, the whole screen on phones; its heading is the task's title, with Complete and
 * Delete beside Close in a header that stays in view while the fields scroll. Files dropped
 * anywhere on it are attached. While the workspace loads it says so; a task that does not exist
 * (deleted, or never yours) says that instead of showing an empty form.
 */
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Sheet } from '../../../components/ui/dialog.tsx';
import { useTask, useWorkspaceStatus } from '../../workspace/use-workspace.ts';
import { useFileDrop } from '../hooks/use-file-drop.ts';
import { useUploads } from '../hooks/use-uploads.ts';
import { TASK_NS } from '../i18n.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { BoardsField } from './boards-field.tsx';
import { ChecklistSection } from './checklist-section.tsx';
import { ColorField } from './color-field.tsx';
import { DescriptionField } from './description-field.tsx';
import { DueField } from './due-field.tsx';
import { QuadrantField } from './quadrant-field.tsx';
import { RemindersField } from './reminders-field.tsx';
import { RepeatField } from './repeat-field.tsx';
import { TaskActions, TaskStamps } from './task-meta.tsx';
import { TitleField } from './title-field.tsx';

export interface TaskSheetProps {
  taskId: string;
  onClose: () => void;
  /** Where focus goes on close; without it, back to whatever was focused when the sheet opened. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Escape inside a small form of its own (the link form) closes that form, not the sheet. */
function keepOpenOnLocalEscape(event: KeyboardEvent) {
  if (event.target instanceof Element && event.target.closest('[data-escape-local]')) event.preventDefault();
}

function TaskForm({
  task,
  uploads: { uploads, start, dismiss },
}: {
  task: Task;
  uploads: ReturnType<typeof useUploads>;
}) {
  return (
    <div className="mt-2 flex flex-col gap-5">
      <TitleField task={task} />
      <DescriptionField task={task} />
      <div className="grid gap-5 sm:grid-cols-2">
        <QuadrantField task={task} />
        <DueField task={task} />
      </div>
      <RemindersField task={task} />
      <RepeatField task={task} />
      <ColorField task={task} />
      <BoardsField task={task} />
      <ChecklistSection taskId={task.id} />
      <AttachmentsSection taskId={task.id} uploads={uploads} onFiles={start} onDismiss={dismiss} />
      <TaskStamps task={task} />
    </div>
  );
}

export function TaskSheet({ taskId, onClose, onCloseAutoFocus }: TaskSheetProps) {
  const { t } = useTranslation(TASK_NS);
  const status = useWorkspaceStatus();
  const task = useTask(taskId);
  const uploads = useUploads(taskId);
  const { dropping, dropProps } = useFileDrop(uploads.start, Boolean(task));

  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={task ? task.title : t('sheet.titleFallback')}
      {...(task ? { titleLabel: t('sheet.title', { title: task.title }) } : {})}
      {...(task ? { headerActions: <TaskActions task={task} onDeleted={onClose} /> } : {})}
      closeLabel={t('sheet.close')}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      className={cn(dropping && 'ring-4 ring-indigo-400 ring-inset')}
      contentProps={{
        ...dropProps,
        onEscapeKeyDown: keepOpenOnLocalEscape,
        'aria-busy': status.isPending || undefined,
      }}
    >
      {task ? (
        <TaskForm task={task} uploads={uploads} />
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          {status.isPending ? t('sheet.loading') : t('sheet.notFound')}
        </p>
      )}
    </Sheet>
  );
}
