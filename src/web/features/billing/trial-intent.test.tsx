/** "Start free trial" on a pricing card, through sign-up, opens that trial's checkout (issue 33). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingOverview } from '../../../shared/contracts/billing.ts';
import { PLAN_LIMITS } from '../../../shared/plans.ts';
import { TEAMS_CONTEXT_KEY } from '../../lib/client-platform.ts';
import { SubscriptionPage } from './subscription-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function overview(tier: 'basic' | 'pro', trialAvailable: boolean): BillingOverview {
  return {
    subscription: {
      provider: tier === 'pro' ? 'test' : null,
      tier,
      status: tier === 'pro' ? 'trialing' : 'none',
      interval: tier === 'pro' ? 'yearly' : null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      externalBilling: false,
      trialAvailable,
    },
    entitlements: { tier, limits: PLAN_LIMITS[tier] },
    usage: {
      boards: 1,
      activeTasks: 0,
      totalTasks: 0,
      isCapped: false,
      lastUpdated: new Date().toISOString(),
    },
    testMode: true,
  };
}

const CHECKOUT_URL = 'http://localhost:3000/app/subscription/checkout?session=s-1';
const fetchMock = vi.fn<typeof fetch>();

/** The address a fetch call asked for, whichever form it was given in. */
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
const assign = vi.fn();

function renderAt(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/app/subscription', element: <SubscriptionPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The bodies of the checkouts the page asked for. */
function checkouts(): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => urlOf(url).endsWith('/api/subscription/checkout'))
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign });
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('a trial asked for from the pricing page', () => {
  it('opens the checkout of the plan the card offered, once, and leaves the plans behind in history', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/api/subscription/checkout')
          ? json(200, { url: CHECKOUT_URL })
          : json(200, overview('basic', true)),
      ),
    );
    const router = renderAt('/app/subscription?start=trial&interval=yearly');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(checkouts()).toEqual([{ interval: 'yearly' }]);
    // Back from the checkout page shows the plans, not another checkout.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Opening checkout…')).toBeInTheDocument();
  });

  it('says so when the trial was already used, and opens nothing', async () => {
    fetchMock.mockResolvedValue(json(200, overview('basic', false)));
    renderAt('/app/subscription?start=trial&interval=monthly');
    expect(await screen.findByText(/You have already used your free trial/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade, monthly' })).toBeEnabled();
    expect(checkouts()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('only shows the page to someone already on Pro', async () => {
    fetchMock.mockResolvedValue(json(200, overview('pro', false)));
    renderAt('/app/subscription?start=trial&interval=monthly');
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByText(/already used your free trial/)).not.toBeInTheDocument();
    expect(checkouts()).toEqual([]);
  });

  it('opens no checkout where the platform allows no web purchase (Teams)', async () => {
    fetchMock.mockResolvedValue(json(200, overview('basic', true)));
    window.sessionStorage.setItem(TEAMS_CONTEXT_KEY, JSON.stringify({ isTeams: true }));
    renderAt('/app/subscription?start=trial&interval=monthly');
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(checkouts()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
