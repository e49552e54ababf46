/**
 * What the search field shows for what is typed: the text settles for 150 ms before it is sent,
 * results come from `GET /api/search` through the search query, and the state says whether they
 * are on their way, ready or failed (with the reason in the person's language).
 */
import { useQuery } from '@tanstack/react-query';
import type { SearchHit } from '../../../../shared/contracts/search.ts';
import { describeError } from '../../../lib/errors.ts';
import { searchQuery } from './search-query.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const NO_HITS: SearchHit[] = [];
export const SEARCH_DEBOUNCE_MS = 150;

export interface TaskSearch {
  /** The query sent (trimmed, settled); '' when nothing is asked. */
  q: string;
  hits: readonly SearchHit[];
  state: 'loading' | 'error' | 'ready';
  error: string | null;
}

export function useTaskSearch(text: string): TaskSearch {
  const typed = text.trim();
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = useQuery(searchQuery(q));
  const hits = q && query.data ? query.data.hits : NO_HITS;
  if (query.isError) return { q, hits, state: 'error', error: describeError(query.error) };
  const settling = query.isFetching || typed !== q;
  return { q, hits, state: settling ? 'loading' : 'ready', error: null };
}
