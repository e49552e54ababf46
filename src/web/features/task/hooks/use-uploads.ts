/**
 * Uploads in flight for one task, each with its progress (0–1) or its error. A finished upload
 * leaves this list: the attachment itself then shows in the task's synced attachments. A file the
 * server would refuse (too large, or no room left on the person's plan) is refused here, before
 * any of it is sent.
 */
import { useCallback, useRef, useState } from 'react';
import { useAccountTier } from '../../../lib/account-tier.ts';
import { useAttachmentActions } from '../../workspace/attachment-actions.ts';
import { useAttachmentCount } from '../../workspace/use-workspace.ts';
import { describeUploadError, refuseBeforeSending } from '../upload-errors.ts';

export interface Upload {
  key: number;
  name: string;
  fraction: number;
  error: string | null;
  /** The refusal is one Pro lifts (the Free plan's files per task): offer the upgrade. */
  upgrade?: boolean;
}

export function useUploads(taskId: string) {
  const { upload } = useAttachmentActions();
  const tier = useAccountTier();
  const attached = useAttachmentCount(taskId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(1);
  // Uploads under way count toward the plan's files per task, as the server will count them.
  const sending = useRef(0);

  const patch = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const send = useCallback(
    (key: number, file: File) => {
      sending.current += 1;
      upload(taskId, file, (fraction) => patch(key, { fraction }))
        .then(
          () => setUploads((list) => list.filter((u) => u.key !== key)),
          (error: unknown) => patch(key, describeUploadError(error)),
        )
        .finally(() => {
          sending.current -= 1;
        });
    },
    [taskId, upload, patch],
  );

  const start = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = nextKey.current++;
        const refused = refuseBeforeSending(file.size, attached + sending.current, tier);
        setUploads((list) => [...list, { key, name: file.name, fraction: 0, error: null, ...refused }]);
        if (!refused) send(key, file);
      }
    },
    [attached, tier, send],
  );

  const dismiss = useCallback((key: number) => {
    setUploads((list) => list.filter((u) => u.key !== key));
  }, []);

  return { uploads, start, dismiss };
}
