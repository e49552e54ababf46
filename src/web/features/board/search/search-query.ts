/**
 * The search resource: one queryOptions factory, so the key is never retyped. Errors are shown in
 * the search popup itself (silent: no toast), and results stay fresh for a few seconds only, since
 * the tasks they describe change under them.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchTasks } from '../../../../shared/contracts/search.ts';
import { api } from '../../../lib/api.ts';

export function searchQuery(q: string) {
  return queryOptions({
    queryKey: ['search', q] as const,
    queryFn: ({ signal }) => api(searchTasks, { query: { q }, signal }),
    enabled: q !== '',
    staleTime: 10_000,
    // While the next word is on its way, keep the last results on screen instead of flashing empty.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
