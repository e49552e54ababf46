import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ActivityPage } from './activity-page.tsx';
import { API, entry } from './testing/fixtures.ts';
import { renderAdmin } from './testing/render.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const first = entry({ id: 'a1', action: 'user.login' });
const second = entry({
  id: 'a2',
  action: 'subscription.created',
  category: 'subscription',
  actorId: null,
  actorEmail: null,
});

function serve() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/activity`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return query.get('lastEvaluatedKey') === 'key-2'
        ? HttpResponse.json({ activities: [second], lastEvaluatedKey: null })
        : HttpResponse.json({ activities: [first], lastEvaluatedKey: 'key-2' });
    }),
  );
  return asked;
}

const page = [{ path: '/app/admin/activity', element: <ActivityPage /> }];

describe('activity logs (spec §2)', () => {
  it('pages with the continuation key, appending, and counts what it shows', async () => {
    const asked = serve();
    renderAdmin('/app/admin/activity', page);
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 activity log')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Subscription started' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 activity logs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(asked.map((q) => q.get('lastEvaluatedKey'))).toEqual([null, 'key-2']);
  });

  it('sends every filter to the server, the e-mail after a 500 ms pause, and reads from the start again', async () => {
    const asked = serve();
    renderAdmin('/app/admin/activity', page);
    await screen.findByRole('heading', { name: 'Signed in' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Subscriptions');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time Range' }), 'Last 7 Days');
    await waitFor(() => expect(asked.at(-1)?.get('timeRange')).toBe('7d'));
    expect(asked.at(-1)?.get('category')).toBe('subscription');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'User Email' }), { target: { value: 'ada@' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.getByTestId('location')).not.toHaveTextContent('email=');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(asked.at(-1)?.get('userId')).toBe('ada@'));
    expect(asked.at(-1)?.get('category')).toBe('subscription');
    expect(asked.at(-1)?.has('lastEvaluatedKey')).toBe(false);
  });

  it('shows 5 skeletons while the first page loads, in a named scroll list', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${API}/activity`, async () => {
        await answered;
        return HttpResponse.json({ activities: [first], lastEvaluatedKey: null });
      }),
    );
    renderAdmin('/app/admin/activity', page);
    expect(await screen.findAllByTestId('activity-skeleton')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading activity logs...');
    act(() => answer());
    const list = await screen.findByRole('region', { name: 'Activity log entries' });
    expect(list).toHaveClass('max-h-[600px]', 'overflow-y-auto');
    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('activity-skeleton')).toHaveLength(0);
  });

  it('says so when nothing matches', async () => {
    server.use(
      http.get(`${API}/activity`, () => HttpResponse.json({ activities: [], lastEvaluatedKey: null })),
    );
    renderAdmin('/app/admin/activity', page);
    expect(await screen.findByText('No activity logs found matching your criteria')).toBeInTheDocument();
  });

  it('downloads what the filters show through the API, with the same filters', async () => {
    serve();
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/activity/export`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return new HttpResponse('id,action\na1,user.login\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const saved: string[] = [];
    // jsdom has no object URLs: stand-ins for the two the download uses, put back afterwards.
    const created = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
    const revoked = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:activity' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    onTestFinished(() => {
      for (const [name, descriptor] of [
        ['createObjectURL', created],
        ['revokeObjectURL', revoked],
      ] as const) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderAdmin('/app/admin/activity?category=auth&range=24h', page);
    await screen.findByRole('heading', { name: 'Signed in' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^quadrant-activity-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(asked[0]?.toString()).toBe('timeRange=24h&category=auth&format=csv');
    click.mockRestore();
  });
});
