/**
 * The reminder alerts: snoozing from one offers the server's snooze choices and says until when;
 * dismissing leaves the reminder unread in the centre; a reminder read elsewhere (the centre,
 * another device) leaves by itself; at most three are up, the newest kept.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import { getToasts } from '../../components/ui/toast-store.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { createFakeApi, fakeApiHandlers } from '../workspace/testing/fake-api.ts';
import { makeChanges, makeTask, testId } from '../workspace/testing/fixtures.ts';
import { receiveChanges, workspaceQuery } from '../workspace/workspace-query.ts';
import { ReminderAlertList } from './reminder-alert-list.tsx';
import { announceReminders, clearReminderAlerts } from './reminder-alerts.ts';

const API = 'http://localhost:3000';
const taskId = testId(1);
const STAMP = '2026-11-24T10:00:00.000Z';
const snoozes: unknown[] = [];

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  server.resetHandlers();
  clearReminderAlerts();
  snoozes.length = 0;
});
afterAll(() => server.close());

function notification(n: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: testId(500 + n),
    taskId,
    reminderId: testId(400 + n),
    title: `Call the dentist ${n}`,
    firedAt: STAMP,
    readAt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    version: 10 + n,
    ...overrides,
  };
}

async function setup(list: AppNotification[]) {
  server.use(
    ...fakeApiHandlers(createFakeApi([makeTask({ id: taskId, boards: [] })])),
    http.post(`${API}/api/notifications/:id/snooze`, async ({ request, params }) => {
      snoozes.push({ id: params.id, body: await request.json() });
      return HttpResponse.json({ until: '2026-11-24T10:10:00.000Z' });
    }),
  );
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  receiveChanges(client, makeChanges({ version: 50, notifications: list }));
  const router = createMemoryRouter(
    [
      {
        path: '/app/board',
        element: (
          <>
            <ReminderAlertList />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/app/board'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  act(() => announceReminders(list));
  return client;
}

describe('reminder alerts', () => {
  it('snooze offers the three choices and says until when', async () => {
    await setup([notification(1)]);
    const alerts = screen.getByRole('region', { name: 'Reminders' });
    await userEvent.click(within(alerts).getByRole('button', { name: 'Snooze “Call the dentist 1”' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['For 10 minutes', 'For 1 hour', 'Until tomorrow at 09:00']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'For 1 hour' }));
    await vi.waitFor(() => expect(snoozes).toEqual([{ id: testId(501), body: { snooze: '1h' } }]));
    expect(screen.queryByRole('region', { name: 'Reminders' })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(getToasts().map((t) => t.message)).toEqual([expect.stringMatching(/^Snoozed until /)]),
    );
  });

  it('dismissing hides the alert only; reading it elsewhere takes it away', async () => {
    const client = await setup([notification(1), notification(2)]);
    const alerts = screen.getByRole('region', { name: 'Reminders' });
    await userEvent.click(
      within(alerts).getByRole('button', { name: 'Dismiss the reminder for “Call the dentist 1”' }),
    );
    expect(within(alerts).queryByText('Call the dentist 1')).not.toBeInTheDocument();
    expect(within(alerts).getByText('Call the dentist 2')).toBeInTheDocument();
    act(() =>
      receiveChanges(
        client,
        makeChanges({ version: 60, notifications: [notification(2, { readAt: STAMP, version: 60 })] }),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Reminders' })).not.toBeInTheDocument();
  });

  it('keeps the three newest', async () => {
    await setup([1, 2, 3, 4].map((n) => notification(n)));
    const alerts = screen.getByRole('region', { name: 'Reminders' });
    expect(
      within(alerts)
        .getAllByRole('status')
        .map((a) => within(a).getByText(/Call the dentist/).textContent),
    ).toEqual(['Call the dentist 2', 'Call the dentist 3', 'Call the dentist 4']);
  });
});
