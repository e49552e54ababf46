/**
 * Attached files: a button to pick files (dropping files anywhere on the sheet does the same),
 * a progress bar per upload, errors in words (with the upgrade when Pro would lift the refusal,
 * coming back to this task afterwards), and the list with size, download and delete.
 */
import { Download, Paperclip, Trash2, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Attachment } from '../../../../shared/contracts/attachments.ts';
import { formatFileSize } from '../../../../shared/file-size.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { describeError, upgradeReturningTo } from '../../../lib/errors.ts';
import { useAttachmentActions } from '../../workspace/attachment-actions.ts';
import { useAttachments } from '../../workspace/use-workspace.ts';
import type { Upload } from '../hooks/use-uploads.ts';
import { TASK_NS } from '../i18n.ts';

const iconButton = cn('rounded p-2 text-slate-700 hover:bg-slate-100', focusRing);

function UploadRow({
  upload,
  taskId,
  onDismiss,
}: {
  upload: Upload;
  taskId: string;
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation([TASK_NS, 'common']);
  if (upload.error) {
    return (
      // The alert inside the item: a list holds list items only (an <li role="alert"> is not one).
      <li>
        <div role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
          <span className="min-w-0 flex-1 break-words">
            <span className="font-medium">{upload.name}</span>: {upload.error}
            {upload.upgrade && (
              <>
                {' '}
                <Link
                  to={upgradeReturningTo(`/app/task/${taskId}`)}
                  className={cn('font-semibold text-indigo-800 underline', focusRing)}
                >
                  {t('common:actions.upgrade')}
                </Link>
              </>
            )}
          </span>
          <button
            type="button"
            aria-label={t('attachments.dismiss', { name: upload.name })}
            onClick={() => onDismiss(upload.key)}
            className={cn('rounded p-1 hover:bg-red-100', focusRing)}
          >
            <X aria-hidden size={14} />
          </button>
        </div>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-1 text-sm">
      <span className="truncate text-slate-900">{upload.name}</span>
      <progress
        value={upload.fraction}
        max={1}
        aria-label={t('attachments.uploading', { name: upload.name })}
        className="h-2 w-full overflow-hidden rounded accent-indigo-600"
      />
    </li>
  );
}

function AttachmentRow({ attachment }: { attachment: Attachment }) {
  const { t, i18n } = useTranslation(TASK_NS);
  const { download, remove } = useAttachmentActions();
  return (
    <li className="flex items-center gap-2 text-sm">
      <Paperclip aria-hidden size={16} className="shrink-0 text-slate-600" />
      <span className="min-w-0 flex-1 truncate text-slate-900">{attachment.name}</span>
      <span className="shrink-0 text-xs text-slate-700">
        {formatFileSize(attachment.size, i18n.language)}
      </span>
      <button
        type="button"
        aria-label={t('attachments.download', { name: attachment.name })}
        onClick={() => download(attachment).catch((error: unknown) => toast.error(describeError(error)))}
        className={iconButton}
      >
        <Download aria-hidden size={16} />
      </button>
      <button
        type="button"
        aria-label={t('attachments.delete', { name: attachment.name })}
        onClick={() => remove(attachment)}
        className={cn(iconButton, 'hover:text-red-700')}
      >
        <Trash2 aria-hidden size={16} />
      </button>
    </li>
  );
}

export function AttachmentsSection({
  taskId,
  uploads,
  onFiles,
  onDismiss,
}: {
  taskId: string;
  uploads: readonly Upload[];
  onFiles: (files: Iterable<File>) => void;
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation(TASK_NS);
  const attachments = useAttachments(taskId);
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <section aria-labelledby="attachments-heading" className="flex flex-col gap-2">
      <h3 id="attachments-heading" className="text-sm font-medium text-slate-900">
        {t('attachments.title')}
      </h3>
      {attachments.length === 0 && uploads.length === 0 && (
        <p className="text-sm text-slate-700">{t('attachments.empty')}</p>
      )}
      {attachments.length > 0 && (
        <ul className="flex flex-col gap-1">
          {attachments.map((a) => (
            <AttachmentRow key={a.id} attachment={a} />
          ))}
        </ul>
      )}
      {uploads.length > 0 && (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {uploads.map((u) => (
            <UploadRow key={u.key} upload={u} taskId={taskId} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
      <div>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={(event) => {
            if (event.target.files) onFiles(Array.from(event.target.files));
            event.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          <Paperclip aria-hidden size={16} />
          {t('attachments.add')}
        </Button>
      </div>
    </section>
  );
}
