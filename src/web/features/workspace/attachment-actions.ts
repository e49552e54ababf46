/**
 * Attachments: upload (not optimistic: the file must arrive first; progress reported as it
 * leaves), download (fetched with the person's token, saved under its name), and remove
 * (optimistic, reverted on refusal, in the task writes' order).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  deleteAttachment,
  downloadAttachment,
  uploadAttachment,
  type Attachment,
} from '../../../shared/contracts/attachments.ts';
import { newId } from '../../../shared/ids.ts';
import { api, apiFile } from '../../lib/api.ts';
import { upload } from '../../lib/upload.ts';
import { TASK_SCOPE } from './task-mutations.ts';
import { optimisticCallbacks } from './optimistic-callbacks.ts';
import { acceptServerRows } from './workspace-query.ts';

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
  const { begin, confirm, rollback } = optimisticCallbacks(client);
  const remove = useMutation({
    scope: TASK_SCOPE,
    mutationFn: (a: Attachment) => api(deleteAttachment, { params: { attachmentId: a.id } }),
    onMutate: (a) => begin({ kind: 'removeRow', entity: 'attachments', row: a }),
    onSuccess: confirm,
    onError: rollback,
  });
  const { mutate: removeMutate } = remove;

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
      remove: (a: Attachment) => removeMutate(a),
    }),
    [client, removeMutate],
  );
}

export type AttachmentActions = ReturnType<typeof useAttachmentActions>;
