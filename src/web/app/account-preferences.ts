/**
 * Saving a language or theme chosen in a signed-in frame (the app's and the console's) to the
 * account, for the person's other devices. It is applied and remembered locally at once, so a
 * failure here is not worth interrupting anyone for.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMe, type UpdateMe } from '../../shared/contracts/me.ts';
import { meQuery } from '../features/profile/me-query.ts';
import { api } from '../lib/api.ts';

export function useSaveAccountPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateMe) => api(updateMe, { body: patch }),
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
    meta: { silent: true },
  });
}
