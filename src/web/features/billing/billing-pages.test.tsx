import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingOverview } from '../../../shared/contracts/billing.ts';
import { newId } from '../../../shared/ids.ts';
import { PLAN_LIMITS } from '../../../shared/plans.ts';
import { SubscriptionPage } from './subscription-page.tsx';
import { nextPath, PaymentSuccessPage, SUCCESS_REDIRECT_MS } from './success-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function overview(
  over: Partial<BillingOverview['subscription']> = {},
  usage = { boards: 4, activeTasks: 70, totalTasks: 100 },
): BillingOverview {
  const tier = over.tier ?? 'basic';
  return {
    subscription: {
      provider: null,
      tier,
      status: 'none',
      interval: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      externalBilling: false,
      trialAvailable: true,
      ...over,
    },
    entitlements: { tier, limits: PLAN_LIMITS[tier] },
    usage: { ...usage, isCapped: false, lastUpdated: new Date().toISOString() },
    testMode: true,
  };
}

function renderAt(
  path: string,
  element: React.ReactNode,
  extra: { path: string; element: React.ReactNode }[] = [],
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: path.split('?')[0] ?? path, element }, ...extra], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SubscriptionPage', () => {
  it('shows the free plan, usage bars in the spec colours, test mode and the trial offer', async () => {
    fetchMock.mockResolvedValue(json(200, overview()));
    renderAt('/app/subscription', <SubscriptionPage />);
    expect(await screen.findByText(/Test mode: no real payment is taken/)).toBeInTheDocument();
    const boards = screen.getByRole('progressbar', { name: 'Boards' });
    expect(boards).toHaveAttribute('aria-valuetext', '4 of 5');
    expect(boards.firstElementChild).toHaveClass('bg-red-600');
    expect(screen.getByRole('progressbar', { name: 'Active tasks' }).firstElementChild).toHaveClass(
      'bg-amber-500',
    );
    expect(screen.getByRole('progressbar', { name: 'Tasks in total' }).firstElementChild).toHaveClass(
      'bg-green-600',
    );
    expect(screen.getByText("Approaching your plan's limit")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start free trial, monthly' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('carries a refused board into the checkout', async () => {
    const boardId = newId();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fetchMock
      .mockResolvedValueOnce(json(200, overview()))
      .mockResolvedValueOnce(json(200, { url: 'http://localhost:3000/app/subscription/checkout?session=x' }));
    renderAt(
      `/app/subscription?action=create-board&board_id=${boardId}&board_name=Launch`,
      <SubscriptionPage />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start free trial, yearly' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const body: unknown = JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string);
    expect(body).toEqual({
      interval: 'yearly',
      then: { action: 'create-board', boardId, boardName: 'Launch' },
    });
  });

  it('cancels at period end after confirming, and offers to reactivate', async () => {
    const end = '2026-12-08T10:00:00.000Z';
    fetchMock
      .mockResolvedValueOnce(
        json(
          200,
          overview({
            tier: 'pro',
            status: 'trialing',
            provider: 'test',
            currentPeriodEnd: end,
            trialEnd: end,
          }),
        ),
      )
      .mockResolvedValueOnce(
        json(200, {
          ...overview({ tier: 'pro', status: 'trialing', provider: 'test' }).subscription,
          cancelAtPeriodEnd: true,
        }),
      )
      .mockResolvedValue(
        json(
          200,
          overview({
            tier: 'pro',
            status: 'trialing',
            provider: 'test',
            currentPeriodEnd: end,
            cancelAtPeriodEnd: true,
          }),
        ),
      );
    renderAt('/app/subscription', <SubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
    expect(dialog).toHaveTextContent('You keep Pro until December 8, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(
      await screen.findByText('Cancellation scheduled: Pro ends on December 8, 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep Pro (reactivate)' })).toBeEnabled();
  });
});

describe('PaymentSuccessPage', () => {
  it('says No session ID found without one, with both ways on', () => {
    renderAt('/app/subscription/success', <PaymentSuccessPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('No session ID found');
    expect(screen.getByRole('link', { name: 'Go to subscription' })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
    expect(screen.getByRole('link', { name: 'Go to your board' })).toHaveAttribute('href', '/app/board');
  });

  it('verifies, welcomes, and goes on after 2 s', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        status: 'complete',
        subscription: overview({ tier: 'pro', status: 'trialing' }).subscription,
      }),
    );
    const router = renderAt(
      '/app/subscription/success?session_id=abcdefghijklmnop&return_to=/app/board',
      <PaymentSuccessPage />,
      [{ path: '/app/board', element: <p>board</p> }],
    );
    expect(screen.getByRole('status')).toHaveTextContent('Verifying Payment...');
    expect(await screen.findByText('Welcome to Pro!')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/board'), {
      timeout: SUCCESS_REDIRECT_MS + 1000,
    });
  });

  it('says it could not verify, and to contact support', async () => {
    fetchMock.mockResolvedValue(
      json(404, { error: { code: 'NOT_FOUND', message: 'This payment was not found.' } }),
    );
    renderAt('/app/subscription/success?session_id=abcdefghijklmnop', <PaymentSuccessPage />);
    expect(
      await screen.findByText('Failed to verify payment. Please contact support.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('goes to the created board, or an app path only', () => {
    expect(nextPath(new URLSearchParams('action=create-board&board_id=b_1&return_to=/app/x'))).toBe(
      '/app/board/b_1/matrix',
    );
    expect(nextPath(new URLSearchParams('action=move-in&move_in_id=m_1&return_to=/app/x'))).toBe('/app/import/m_1');
    expect(nextPath(new URLSearchParams('action=move-in&move_in_id=../x'))).toBe('/app/subscription');
    expect(nextPath(new URLSearchParams('return_to=/subscription'))).toBe('/app/subscription');
    expect(nextPath(new URLSearchParams('return_to=//evil.example'))).toBe('/app/subscription');
    expect(nextPath(new URLSearchParams(''))).toBe('/app/subscription');
  });
});
