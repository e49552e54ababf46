import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from './dashboard-page.tsx';
import { API, listUser, refusal, stats, statsHandler } from './testing/fixtures.ts';
import { renderAdmin } from './testing/render.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = [{ path: '/app/admin', element: <DashboardPage /> }];

function card(label: string) {
  const term = within(screen.getByRole('region', { name: 'Statistics' })).getByText(label, {
    selector: 'dt',
  });
  return term.nextElementSibling?.textContent;
}

describe('dashboard (spec §2, §3, §9)', () => {
  it('shows the installation’s figures, the revenue in its currency and the conversion rate', async () => {
    server.use(
      statsHandler(() => HttpResponse.json(stats({ monthlyRevenue: 22_500, currency: 'EUR' }))),
      http.get(`${API}/users`, () => HttpResponse.json({ users: [listUser()], nextCursor: 'more' })),
    );
    renderAdmin('/app/admin', page);
    await screen.findByText('€225.00');
    expect(card('Total users')).toBe('200');
    expect(card('Active subscriptions')).toBe('25');
    expect(card('Monthly revenue')).toBe('€225.00');
    expect(card('Conversion rate')).toBe('12.5%');
    expect(card('Trial users')).toBe('7');
    expect(card('Boards')).toBe('640');
    expect(card('Active tasks')).toBe('5,120');
    expect(card('Tasks')).toBe('12,004');
    expect(screen.getByText(/^Last updated Dec 7, 2026/)).toBeInTheDocument();
    const newest = within(screen.getByRole('region', { name: 'Newest users' }));
    expect(newest.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/app/admin/users/user-1',
    );
    expect(newest.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/app/admin/users');
  });

  it('on a refusal says the person may not use the admin panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      statsHandler(() => refusal(403)),
      http.get(`${API}/users`, () => refusal(403)),
    );
    renderAdmin('/app/admin', page);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'You do not have permission to access the admin panel.',
      'You do not have permission to access the admin panel.',
    ]);
  });

  it('says the statistics failed to load on another error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      statsHandler(() => refusal(500)),
      http.get(`${API}/users`, () => HttpResponse.json({ users: [], nextCursor: null })),
    );
    renderAdmin('/app/admin', page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load dashboard statistics. Please try again.',
    );
  });
});
