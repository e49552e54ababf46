import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BILLING_KEY, ME_KEY, refreshPlan } from './plan-queries.ts';

describe('refreshPlan', () => {
  it('marks what shows the plan stale, and leaves checkouts and exports alone', async () => {
    const client = new QueryClient();
    const keys = {
      overview: BILLING_KEY,
      invoices: [...BILLING_KEY, 'invoices'],
      me: ME_KEY,
      verify: [...BILLING_KEY, 'verify', 'session-1'],
      checkout: [...BILLING_KEY, 'test-checkout', 'session-1'],
      export: [...ME_KEY, 'export'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { any: 'thing' });
    await refreshPlan(client);
    const stale = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
    );
    expect(stale).toEqual({
      overview: true,
      invoices: true,
      me: true,
      verify: false,
      checkout: false,
      export: false,
    });
  });
});
