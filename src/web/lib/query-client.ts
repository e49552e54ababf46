/**
 * The query client with the spec's cache settings (§9): stale 5 min, kept 24 h, no retries, no
 * refetch on focus. Errors surface here, once, as a toast; features never catch to show UI. The
 * same error again (e.g. several refused writes at a plan limit) counts on the toast already up.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { describeError, errorKey, upgradeHref } from './errors.ts';
import { i18n } from './i18n.ts';
import { toast } from '../components/ui/toast-store.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        toast.error(describeError(error), { key: errorKey(error) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _ctx, mutation) => {
        if (!mutation.meta?.silent) reportWriteError(error, variables);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 24 * 60 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Say why a write was refused, once: the same error again counts on the toast already up. Used by
 * the mutation cache and by the workspace's outbox, whose writes may be refused long after they
 * were made (a replay after a time offline).
 */
export function reportWriteError(error: unknown, variables: unknown): void {
  const upgrade = upgradeHref(error, variables);
  toast.error(describeError(error), {
    key: errorKey(error),
    // A refusal by the plan's limits offers the way to more (issue 12).
    ...(upgrade ? { action: { label: i18n.t('errors.upgrade'), run: () => window.location.assign(upgrade) } } : {}),
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}
