/**
 * Attachments: upload (not optimistic: the file must arrive first; progress reported as it
 * leaves), download (fetched with the person's token, saved under its name), and remove
 * (optimistic, through the outbox in the order made, reverted on refusal).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { downloadAttachment, uploadAttachment, type Attachment } from '../../../shared/contracts/attachments.ts';
import { newId } from '../../../shared/ids.ts';
import { apiFile } from '../../lib/api.ts';
import { upload } from '../../lib/upload.ts';
import { submitWrite } from './outbox.ts';
import { acceptServerRows } from './workspace-query.ts';
import { writeRequest } from './write-requests.ts';

/** Save a blob under `name` through a temporary link. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download by now; keep it briefly for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useAttachmentActions() {
  const client = useQueryClient();

  return useMemo(
    () => ({
      /** Rejects with an ApiError (413 too large, 402 the plan's limit…): the caller shows it by the file. */
      upload: async (taskId: string, file: File, onProgress: (fraction: number) => void) => {
        const attachment = await upload(uploadAttachment, {
          params: { taskId },
          query: { name: file.name, id: newId() },
          file,
          onProgress,
        });
        acceptServerRows(client, { attachments: [attachment] });
        return attachment;
      },
      download: async (a: Attachment) =>
        saveBlob(await apiFile(downloadAttachment, { params: { attachmentId: a.id } }), a.name),
      remove: (a: Attachment) =>
        submitWrite(client, writeRequest('deleteAttachment', { params: { attachmentId: a.id } }), {
          kind: 'removeRow',
          entity: 'attachments',
          row: a,
        }),
    }),
    [client],
  );
}

export type AttachmentActions = ReturnType<typeof useAttachmentActions>;
