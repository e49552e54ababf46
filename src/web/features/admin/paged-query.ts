/**
 * A list read a page at a time by key ("Load More", spec §7): the first page is the query, each
 * further page is appended to its data. Made of `useQuery` and `useMutation` rather than TanStack's
 * infinite queries on purpose: the query library sits in the app's shared first-load chunk, and
 * using its infinite observer anywhere would add it to every page's first load, the board's too
 * (issue 13). A refetch (a refresh, a change elsewhere) reads the first page again, as the spec
 * wants of a refresh.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface Pages<T> {
  pages: readonly T[];
}

export interface PagedList<T> {
  queryKey: readonly unknown[];
  /** A page from its continuation key (null: the first). */
  fetchPage: (cursor: string | null, signal?: AbortSignal) => Promise<T>;
  /** The key of the page after this one; null on the last. */
  nextCursor: (page: T) => string | null;
}

/** A list's definition, its page type read from `fetchPage`. */
export function pagedList<T>(list: PagedList<T>): PagedList<T> {
  return list;
}

export function pagedQuery<T>(list: PagedList<T>) {
  return queryOptions({
    queryKey: list.queryKey,
    queryFn: async ({ signal }): Promise<Pages<T>> => ({ pages: [await list.fetchPage(null, signal)] }),
    // The pages say what failed where it failed; no toast on top.
    meta: { silent: true },
  });
}

export function usePagedQuery<T>(list: PagedList<T>) {
  const client = useQueryClient();
  const query = useQuery(pagedQuery(list));
  const last = query.data?.pages.at(-1);
  const cursor = last === undefined ? null : list.nextCursor(last);
  const more = useMutation({
    mutationFn: async ({ from, after }: { from: T; after: string }) => ({
      from,
      page: await list.fetchPage(after),
    }),
    onSuccess: ({ from, page }) =>
      // Only onto the page it continues: a list read again meanwhile starts over without it.
      client.setQueryData<Pages<T>>(list.queryKey, (data) =>
        data && data.pages.at(-1) === from ? { pages: [...data.pages, page] } : data,
      ),
    meta: { silent: true },
  });
  return {
    ...query,
    hasNextPage: cursor !== null,
    // A page still coming for a list since changed (another filter) is not this list's.
    isFetchingNextPage: more.isPending && more.variables.from === last,
    nextPageError: more.error,
    fetchNextPage: () => {
      if (last !== undefined && cursor !== null) more.mutate({ from: last, after: cursor });
    },
  };
}
