/**
 * Uploads in flight for one task, each with its progress (0–1) or its error. A finished upload
 * leaves this list: the attachment itself then shows in the task's synced attachments.
 */
import { useCallback, useRef, useState } from 'react';
import { useAttachmentActions } from '../../workspace/attachment-actions.ts';
import { describeUploadError, upgradeLiftsUpload } from '../upload-errors.ts';

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
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(1);

  const patch = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const start = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = nextKey.current++;
        setUploads((list) => [...list, { key, name: file.name, fraction: 0, error: null }]);
        upload(taskId, file, (fraction) => patch(key, { fraction })).then(
          () => setUploads((list) => list.filter((u) => u.key !== key)),
          (error: unknown) =>
            patch(key, { error: describeUploadError(error), upgrade: upgradeLiftsUpload(error) }),
        );
      }
    },
    [taskId, upload, patch],
  );

  const dismiss = useCallback((key: number) => {
    setUploads((list) => list.filter((u) => u.key !== key));
  }, []);

  return { uploads, start, dismiss };
}
