import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { pagedList, usePagedQuery } from './paged-query.ts';

interface Page {
  items: string[];
  next: string | null;
}

/** A list whose pages answer only when released, in the order asked. */
function controlledList() {
  const asked: (string | null)[] = [];
  const pending: { cursor: string | null; resolve: (page: Page) => void }[] = [];
  const list = pagedList<Page>({
    queryKey: ['paged-test'],
    fetchPage: (cursor) =>
      new Promise((resolve) => {
        asked.push(cursor);
        pending.push({ cursor, resolve });
      }),
    nextCursor: (page) => page.next,
  });
  /** Answers the request for `cursor` (waiting for it to be asked) with `page`. */
  async function answer(cursor: string | null, page: Page) {
    await waitFor(() => expect(pending.some((p) => p.cursor === cursor)).toBe(true));
    const at = pending.findIndex((p) => p.cursor === cursor);
    const [request] = pending.splice(at, 1);
    await act(async () => request?.resolve(page));
  }
  return { list, asked, answer };
}

function render(list: ReturnType<typeof controlledList>['list']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePagedQuery(list), { wrapper });
}

describe('a list read a page at a time', () => {
  it('appends each page read with the previous page’s key, until there is none', async () => {
    const { list, asked, answer } = controlledList();
    const { result } = render(list);
    await answer(null, { items: ['a', 'b'], next: 'k2' });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.isFetchingNextPage).toBe(true));
    await answer('k2', { items: ['c'], next: null });
    await waitFor(() => expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual(['a', 'b', 'c']));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.isFetchingNextPage).toBe(false);
    expect(asked).toEqual([null, 'k2']);
  });

  it('reads from the start on a refetch, and drops a page that continued the list read before', async () => {
    const { list, asked, answer } = controlledList();
    const { result } = render(list);
    await answer(null, { items: ['a'], next: 'k2' });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    act(() => result.current.fetchNextPage());
    let refetched: Promise<unknown> = Promise.resolve();
    act(() => {
      refetched = result.current.refetch();
    });
    // The refetch's first page arrives before the older "more" page does.
    await answer(null, { items: ['b'], next: 'k2' });
    await act(() => refetched);
    await answer('k2', { items: ['late'], next: null });
    await waitFor(() => expect(result.current.isFetchingNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual(['b']);
    expect([...asked].sort()).toEqual(['k2', null, null]);
  });
});
