import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminStatsQuery } from './admin-api.ts';
import { AdminGuard } from './admin-guard.tsx';
import { refusal, stats, statsHandler } from './testing/fixtures.ts';
import { renderAdmin } from './testing/render.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function guarded(userId: string) {
  return [
    {
      path: '/app/admin',
      element: (
        <AdminGuard userId={userId}>
          <h1>Console dashboard</h1>
        </AdminGuard>
      ),
    },
    {
      path: '/app/admin/users',
      element: (
        <AdminGuard userId={userId}>
          <h1>Console users</h1>
        </AdminGuard>
      ),
    },
  ];
}

describe('admin guard', () => {
  it('says "Verifying access..." while it asks, then shows the console to an admin', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      statsHandler(async () => {
        await answered;
        return HttpResponse.json(stats());
      }),
    );
    const { client } = renderAdmin('/app/admin', guarded('admin-1'));
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying access...');
    expect(screen.queryByRole('heading', { name: 'Console dashboard' })).not.toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByRole('heading', { name: 'Console dashboard' })).toBeInTheDocument();
    // The answer's figures are the dashboard's: it does not ask for them again.
    expect(client.getQueryData(adminStatsQuery.queryKey)).toEqual(stats());
  });

  it.each([403, 401, 500] as const)(
    'sends someone whose stats call fails (%i) to / with a replace, never showing the console',
    async (status) => {
      server.use(statsHandler(() => refusal(status)));
      const { router } = renderAdmin('/app/admin', guarded('user-1'));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('heading', { name: 'Console dashboard' })).not.toBeInTheDocument();
    },
  );

  it('asks once per person: moving between admin pages does not ask again', async () => {
    let asked = 0;
    server.use(
      statsHandler(() => {
        asked += 1;
        return HttpResponse.json(stats());
      }),
    );
    const { router } = renderAdmin('/app/admin', guarded('admin-1'));
    await screen.findByRole('heading', { name: 'Console dashboard' });
    await act(() => router.navigate('/app/admin/users'));
    expect(screen.getByRole('heading', { name: 'Console users' })).toBeInTheDocument();
    await act(() => router.navigate('/app/admin'));
    expect(screen.getByRole('heading', { name: 'Console dashboard' })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('asks again after a "no" (a person made an admin since is let in)', async () => {
    let asked = 0;
    server.use(
      statsHandler(() => {
        asked += 1;
        return asked === 1 ? refusal(403) : HttpResponse.json(stats());
      }),
    );
    const first = renderAdmin('/app/admin', guarded('user-1'));
    await screen.findByText('Home page');
    // The same person, later made an admin: a kept "no" is not the answer.
    await act(() => first.router.navigate('/app/admin'));
    expect(await screen.findByRole('heading', { name: 'Console dashboard' })).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
