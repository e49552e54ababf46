import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingOverview } from '../../../shared/contracts/billing.ts';
import { PLAN_LIMITS } from '../../../shared/plans.ts';
import { clientPlatform, TEAMS_CONTEXT_KEY } from '../../lib/client-platform.ts';
import { SubscriptionPage } from './subscription-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function overview(over: Partial<BillingOverview['subscription']> = {}): BillingOverview {
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
    usage: {
      boards: 1,
      activeTasks: 1,
      totalTasks: 1,
      isCapped: false,
      lastUpdated: new Date().toISOString(),
    },
    testMode: false,
  };
}

const applePro = () =>
  overview({
    provider: 'apple',
    tier: 'pro',
    status: 'active',
    interval: 'monthly',
    currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    externalBilling: true,
    trialAvailable: false,
  });
const webPro = () =>
  overview({ provider: 'test', tier: 'pro', status: 'active', interval: 'monthly', trialAvailable: false });

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/app/subscription', element: <SubscriptionPage /> }], {
    initialEntries: ['/app/subscription'],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const nativeShell = (platform: string) => vi.stubGlobal('Capacitor', { getPlatform: () => platform });
const purchaseButtons = () => screen.queryAllByRole('button', { name: /free trial|Upgrade/ });
const headerOf = (call: Parameters<typeof fetch> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.['x-quadrant-platform'];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the subscription page for a plan the App Store bills', () => {
  it('shows where to manage it instead of cancel, reactivate and the billing portal', async () => {
    fetchMock.mockResolvedValue(json(200, applePro()));
    renderPage();
    expect(
      await screen.findByText('Billed by the App Store: manage it in your Apple ID settings.'),
    ).toBeInTheDocument();
    const manage = screen.getByRole('link', { name: /Manage in the App Store/ });
    expect(manage).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
    expect(manage).toHaveAttribute('target', '_blank');
    for (const name of ['Cancel subscription', 'Keep Pro (reactivate)', 'Billing portal'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoices' })).toBeInTheDocument();
  });

  it('offers no App Store link for a plan billed here', async () => {
    fetchMock.mockResolvedValue(json(200, webPro()));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Manage in the App Store/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Not available on this platform')).not.toBeInTheDocument();
  });
});

describe('platform rules on the subscription page (spec §6)', () => {
  it('in Teams: no purchase, the website instead', async () => {
    window.history.replaceState(null, '', '/app/subscription?isTeams=true');
    fetchMock.mockResolvedValue(json(200, overview()));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Not available on this platform' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Plans can't be bought inside Teams/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visit the website/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/app/subscription`,
    );
    expect(purchaseButtons()).toEqual([]);
    expect(headerOf(fetchMock.mock.calls[0])).toBe('teams');
  });

  it('in Outlook or the Microsoft 365 app (the same tab): names the host it runs in', async () => {
    for (const [host, name] of [
      ['outlook', 'Outlook'],
      ['microsoft365', 'Microsoft 365'],
    ] as const) {
      window.history.replaceState(null, '', '/app/subscription');
      window.sessionStorage.setItem(TEAMS_CONTEXT_KEY, JSON.stringify({ isTeams: true }));
      window.sessionStorage.setItem('teamsHost', host);
      fetchMock.mockResolvedValue(json(200, overview()));
      const { unmount } = renderPage();
      const text = `Plans can't be bought inside ${name}. Visit the Quadrant website to upgrade or change your plan.`;
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/inside Teams/)).not.toBeInTheDocument();
      expect(purchaseButtons()).toEqual([]);
      unmount();
    }
  });

  it('on Android: the plan read-only, managed on the website', async () => {
    nativeShell('android');
    fetchMock.mockResolvedValue(json(200, webPro()));
    renderPage();
    expect(
      await screen.findByText(/In the Android app your plan is shown but not changed/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage on the website/ })).toBeInTheDocument();
    for (const name of ['Cancel subscription', 'Keep Pro (reactivate)', 'Billing portal'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(headerOf(fetchMock.mock.calls[0])).toBe('android');
  });

  it('on Android a free plan offers no purchase either', async () => {
    nativeShell('android');
    fetchMock.mockResolvedValue(json(200, overview()));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Not available on this platform' }),
    ).toBeInTheDocument();
    expect(purchaseButtons()).toEqual([]);
  });

  it('in the iOS app: bought in the App Store, and restore purchases links them', async () => {
    nativeShell('ios');
    const restore = vi.fn(() => Promise.resolve([{ signedTransaction: 'a.b.c' }]));
    vi.stubGlobal('quadrantPurchases', { restore });
    fetchMock
      .mockResolvedValueOnce(json(200, overview()))
      .mockResolvedValueOnce(json(200, applePro().subscription))
      .mockResolvedValue(json(200, applePro()));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'App Store purchases' })).toBeInTheDocument();
    expect(purchaseButtons()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Restore purchases' }));
    expect(await screen.findByText('Your purchases are restored.')).toBeInTheDocument();
    expect(restore).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/subscription/apple/restore');
    expect(JSON.parse(init?.body as string)).toEqual({ signedTransaction: 'a.b.c' });
    expect(headerOf(fetchMock.mock.calls[1])).toBe('ios');
    expect(await screen.findByRole('link', { name: /Manage in the App Store/ })).toBeInTheDocument();
  });

  it('in the iOS app: buys Pro in the App Store at its price, monthly only when that is all it sells', async () => {
    nativeShell('ios');
    const purchase = vi.fn(() => Promise.resolve({ signedTransaction: 'jws.of.purchase' }));
    const products = vi.fn(() => Promise.resolve([{ id: 'app.pro.monthly', price: '$8.99' }]));
    vi.stubGlobal('quadrantPurchases', { restore: () => Promise.resolve([]), products, purchase });
    const config = {
      issuer: 'http://localhost:3000/realms/quadrant',
      clientId: 'quadrant-web',
      realm: 'quadrant',
      embedded: true,
      appStoreProducts: { monthly: 'app.pro.monthly', yearly: 'app.pro.yearly' },
    };
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/client-config'
          ? json(200, config)
          : url === '/api/subscription/apple/account-token'
            ? json(200, { appAccountToken: '0193b6a8-4a8e-7c1a-9f0e-3b5c7d9e1f2a' })
            : url === '/api/subscription/apple/restore'
              ? json(200, applePro().subscription)
              : json(200, overview()),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe monthly · $8.99' }));
    expect(screen.getByText('Monthly billing only')).toBeInTheDocument();
    expect(products).toHaveBeenCalledWith(['app.pro.monthly', 'app.pro.yearly']);
    expect(
      await screen.findByText('Welcome to Pro! Your App Store subscription is active.'),
    ).toBeInTheDocument();
    expect(purchase).toHaveBeenCalledWith('app.pro.monthly', '0193b6a8-4a8e-7c1a-9f0e-3b5c7d9e1f2a');
    const restore = fetchMock.mock.calls.find(([url]) => url === '/api/subscription/apple/restore');
    expect(JSON.parse(restore?.[1]?.body as string)).toEqual({ signedTransaction: 'jws.of.purchase' });
  });

  it('says so when the App Store has nothing to restore', async () => {
    nativeShell('ios');
    vi.stubGlobal('quadrantPurchases', { restore: () => Promise.resolve([]) });
    fetchMock.mockResolvedValue(json(200, overview()));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore purchases' }));
    expect(
      await screen.findByText('No App Store purchases were found for this Apple ID.'),
    ).toBeInTheDocument();
  });
});

describe('clientPlatform', () => {
  it('is the web by default, and remembers Teams for the session once opened from it', () => {
    expect(clientPlatform()).toBe('web');
    window.history.replaceState(null, '', '/app?isTeams=true');
    expect(clientPlatform()).toBe('teams');
    window.history.replaceState(null, '', '/app/subscription');
    expect(clientPlatform()).toBe('teams');
    expect(window.sessionStorage.getItem(TEAMS_CONTEXT_KEY)).toBe('{"isTeams":true}');
  });

  it('takes the native shell’s word over the rest', () => {
    nativeShell('ios');
    expect(clientPlatform()).toBe('ios');
    nativeShell('web');
    vi.stubGlobal('__TAURI_INTERNALS__', {});
    expect(clientPlatform()).toBe('desktop');
  });
});
