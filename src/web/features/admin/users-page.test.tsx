import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, listUser, refusal } from './testing/fixtures.ts';
import { renderAdmin } from './testing/render.tsx';
import { UsersPage } from './users-page.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Serves the users list and records each request's query. */
function usersApi(
  answer: (query: URLSearchParams) => Response = () =>
    HttpResponse.json({ users: [listUser()], nextCursor: null }),
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/users`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(query);
    }),
  );
  return asked;
}

const page = [{ path: '/app/admin/users', element: <UsersPage /> }];

describe('users page', () => {
  it('asks for an e-mail search once, 500 ms after the last keystroke', async () => {
    const asked = usersApi();
    renderAdmin('/app/admin/users', page);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(asked).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = screen.getByRole('searchbox', { name: 'Search by e-mail' });
    const applied = () => screen.getByTestId('location').textContent;
    // Keystrokes 300 ms apart: each one restarts the wait, so nothing is applied yet.
    for (const text of ['g', 'gr', 'gra', 'grac', 'grace']) {
      fireEvent.change(field, { target: { value: text } });
      act(() => {
        vi.advanceTimersByTime(300);
      });
      expect(applied()).toBe('/app/admin/users');
    }
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(applied()).toBe('/app/admin/users');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(applied()).toBe('/app/admin/users?search=grace');
    vi.useRealTimers();

    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.get('search')).toBe('grace');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(asked).toHaveLength(2);
  });

  it('sends the tier and status filters, "all" being no filter', async () => {
    const asked = usersApi();
    renderAdmin('/app/admin/users', page);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Enterprise');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Past Due');
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('past_due'));
    expect(asked.at(-1)?.get('tier')).toBe('enterprise');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'All Tiers');
    await waitFor(() => expect(asked.at(-1)?.has('tier')).toBe(false));
    expect(asked.at(-1)?.get('status')).toBe('past_due');
  });

  it('shows usage with "+" where the count is capped at its threshold', async () => {
    usersApi(() =>
      HttpResponse.json({
        users: [
          listUser({
            userId: 'busy',
            name: 'Busy Bee',
            usage: {
              boards: 100,
              activeTasks: 320,
              totalTasks: 500,
              isCapped: true,
              lastUpdated: '2026-12-07T12:00:00.000Z',
            },
          }),
        ],
        nextCursor: null,
      }),
    );
    renderAdmin('/app/admin/users', page);
    const row = (await screen.findByRole('link', { name: 'Busy Bee' })).closest('tr');
    if (!row) throw new Error('no row');
    const usage = within(row);
    expect(usage.getByText('Boards').nextElementSibling).toHaveTextContent('100+');
    expect(usage.getByText('Active tasks').nextElementSibling).toHaveTextContent(/^320$/);
    expect(usage.getByText('Tasks').nextElementSibling).toHaveTextContent('500+');
  });

  it('pages with the server’s cursor on "Load More"', async () => {
    const asked = usersApi((query) =>
      query.get('cursor') === 'page-2'
        ? HttpResponse.json({
            users: [listUser({ userId: 'u2', name: 'Grace Hopper', email: 'grace@example.com' })],
            nextCursor: null,
          })
        : HttpResponse.json({ users: [listUser()], nextCursor: 'page-2' }),
    );
    renderAdmin('/app/admin/users', page);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.getByText('Showing 1 user')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(asked.map((q) => q.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.getByText('Showing 2 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows 10 skeleton rows while the first page loads', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${API}/users`, async () => {
        await answered;
        return HttpResponse.json({ users: [listUser()], nextCursor: null });
      }),
    );
    renderAdmin('/app/admin/users', page);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
    act(() => answer());
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it('says the list failed in a dismissible alert, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    usersApi(() => refusal(500));
    renderAdmin('/app/admin/users', page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load users. Please try again.');
    expect(log).toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
