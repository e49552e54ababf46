import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSubscriptionRecord } from '../../../shared/contracts/admin.ts';
import { PERMISSION_REDIRECT_MS } from './admin-alert.tsx';
import { SubscriptionsPage } from './subscriptions-page.tsx';
import { API, refusal, subscription } from './testing/fixtures.ts';
import { renderAdmin } from './testing/render.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function serve(
  subscriptions: AdminSubscriptionRecord[],
  extra: { total?: number; nextCursor?: string | null } = {},
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/subscriptions`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        subscriptions,
        total: extra.total ?? subscriptions.length,
        monthlyRevenue: 1800,
        currency: 'USD',
        nextCursor: extra.nextCursor ?? null,
      });
    }),
  );
  return asked;
}

/** Lets the network and React run (timers due now included, the clock unmoved) until `done`. */
async function settleUntil(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const page = [{ path: '/app/admin/subscriptions', element: <SubscriptionsPage /> }];
const ada = subscription();
const grace = subscription({
  userId: 'user-2',
  userName: 'Grace Hopper',
  userEmail: 'Grace@Navy.example',
  tier: 'enterprise',
  amount: 4_900,
  currency: 'EUR',
  billingInterval: 'yearly',
  status: 'trialing',
  cancelAtPeriodEnd: true,
  stripeCustomerId: null,
  provider: 'test',
  stripeSubscriptionId: 'test_sub_2',
});

describe('subscription management (spec §2)', () => {
  it('shows the revenue, the count, the six columns and each record’s money, dates and badges', async () => {
    serve([ada, grace]);
    renderAdmin('/app/admin/subscriptions', page);
    expect(await screen.findByRole('heading', { name: 'Active Subscriptions (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Management' })).toBeInTheDocument();
    expect(screen.getByText('$18.00')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'User',
      'Subscription',
      'Billing',
      'Period',
      'Status',
      'Actions',
    ]);
    const row = within(screen.getByRole('rowheader', { name: /Grace Hopper/ }).closest('tr') as HTMLElement);
    expect(row.getByText('€49.00')).toBeInTheDocument();
    expect(row.getByText('per year')).toBeInTheDocument();
    expect(row.getByText('Dec 1, 2026 – Jan 1, 2027')).toBeInTheDocument();
    expect(row.getByText('Trial')).toHaveAttribute('data-variant', 'secondary');
    expect(row.getByText('Canceling')).toBeInTheDocument();
    expect(row.getByText('Enterprise')).toHaveClass('bg-blue-100');
  });

  it('filters by e-mail in the browser, ignoring case, without asking the server again', async () => {
    const asked = serve([ada, grace]);
    renderAdmin('/app/admin/subscriptions', page);
    await screen.findByRole('heading', { name: 'Active Subscriptions (2)' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'gRACE@nav');
    expect(screen.getByRole('heading', { name: 'Active Subscriptions (1)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Ada Lovelace/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'nobody');
    expect(screen.getByText('No subscriptions found matching your criteria')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('sends tier and status to the server', async () => {
    const asked = serve([ada]);
    renderAdmin('/app/admin/subscriptions', page);
    await screen.findByRole('heading', { name: 'Active Subscriptions (1)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Pro');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Canceled');
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('tier=pro&status=canceled'));
  });

  it('offers View in Stripe (new tab, the customer’s page) only for a Stripe customer, and e-mail as mailto:', async () => {
    serve([ada, grace]);
    renderAdmin('/app/admin/subscriptions', page);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for ada@example.com' }));
    const menu = await screen.findByRole('menu');
    const stripe = within(menu).getByRole('menuitem', { name: /View in Stripe/ });
    expect(stripe).toHaveAttribute('href', 'https://dashboard.stripe.com/customers/cus_123');
    expect(stripe).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('menuitem', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(menu).getByRole('menuitem', { name: 'View User Details' })).toHaveAttribute(
      'href',
      '/app/admin/users/user-1',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Grace@Navy.example' }));
    const other = await screen.findByRole('menu');
    expect(within(other).getByRole('menuitem', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(within(other).queryByRole('menuitem', { name: /View in Stripe/ })).not.toBeInTheDocument();
  });

  it('shows 5 skeleton rows while loading', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${API}/subscriptions`, async () => {
        await answered;
        return HttpResponse.json({
          subscriptions: [],
          total: 0,
          monthlyRevenue: 0,
          currency: 'USD',
          nextCursor: null,
        });
      }),
    );
    renderAdmin('/app/admin/subscriptions', page);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    act(() => answer());
    expect(await screen.findByText('No subscriptions found matching your criteria')).toBeInTheDocument();
  });

  it('on a refusal says the person may not see subscription data, then goes home after 2 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API}/subscriptions`, () => refusal(403)));
    // Fake from the start, so the redirect's timer is one of them; time moves only when told.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderAdmin('/app/admin/subscriptions', page);
    await settleUntil(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have permission to access subscription data.',
    );
    act(() => {
      vi.advanceTimersByTime(PERMISSION_REDIRECT_MS - 1);
    });
    expect(router.state.location.pathname).toBe('/app/admin/subscriptions');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
