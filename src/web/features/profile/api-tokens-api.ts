/** Personal API tokens (issue 36): the list, and the two writes that change it. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
  type ApiToken,
  type CreateApiToken,
} from '../../../shared/contracts/api-tokens.ts';
import { api } from '../../lib/api.ts';

export const apiTokensQuery = queryOptions({
  queryKey: ['api-tokens'],
  queryFn: ({ signal }) => api(listApiTokens, { signal }),
});

/** Makes a token; the answer holds its secret, shown once by the page and kept nowhere else. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiToken) => api(createApiToken, { body }),
    onSuccess: ({ secret: _secret, ...token }) =>
      client.setQueryData<ApiToken[]>(apiTokensQuery.queryKey, (list) => [token, ...(list ?? [])]),
    // The form says what went wrong, next to what the person typed.
    meta: { silent: true },
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => api(revokeApiToken, { params: { tokenId } }),
    onSuccess: (_ok, tokenId) =>
      client.setQueryData<ApiToken[]>(apiTokensQuery.queryKey, (list) =>
        (list ?? []).filter((t) => t.id !== tokenId),
      ),
  });
}
