/**
 * The account's writes and the export's status (the profile page's). The `me` query itself is in
 * me-query.ts, so that the app's shell and the board, which read it, do not load these.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  downloadExport,
  getExport,
  importData,
  requestExport,
  type ExportStatus,
} from '../../../shared/contracts/data-export.ts';
import {
  changeEmail,
  changePassword,
  deleteMe,
  updateMe,
  type UpdateMe,
} from '../../../shared/contracts/me.ts';
import { api, apiFile } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';
import { upload } from '../../lib/upload.ts';
import { meQuery } from './me-query.ts';

/** Saves settings; the page applies theme and language itself first, so they change at once. */
export function useUpdateMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateMe) => api(updateMe, { body: patch }),
    onSuccess: (me) => client.setQueryData(meQuery.queryKey, me),
  });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string }) => api(changeEmail, { body }),
    onSuccess: (me) => client.setQueryData(meQuery.queryKey, me),
    meta: { silent: true },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api(changePassword, { body }),
    meta: { silent: true },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { confirmation: string; currentPassword?: string }) => api(deleteMe, { body }),
    meta: { silent: true },
  });
}

const EXPORT_POLL_MS = 2_000;

export const exportQuery = queryOptions({
  queryKey: ['me', 'export'],
  queryFn: ({ signal }) => api(getExport, { signal }),
  // While the archive is being prepared, ask again every few seconds.
  refetchInterval: (query) => (query.state.data?.status === 'pending' ? EXPORT_POLL_MS : false),
});

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(requestExport),
    onSuccess: (status: ExportStatus) => client.setQueryData(exportQuery.queryKey, status),
  });
}

/** Fetches the archive with the access token and hands it to the browser as a download. */
export async function downloadArchive(fileName: string): Promise<void> {
  saveFile(await apiFile(downloadExport, { params: {} }), fileName);
}

/** Sends an archive (zip or quadrant.json) as the raw body; the answer says what came in. */
export function useImportArchive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => upload(importData, { params: {}, query: {}, file }),
    onSuccess: () => void client.invalidateQueries(),
    meta: { silent: true },
  });
}
