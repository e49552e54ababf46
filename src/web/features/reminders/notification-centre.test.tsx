/**
 * The notification centre: a notification that arrives through sync shows at once with the unread
 * count; opening it marks it read; snooze and mark-all-read call their endpoints; the settings are
 * one link away. The API is MSW built from the shared contracts' paths.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { createFakeApi, fakeApiHandlers } from '../workspace/testing/fake-api.ts';
import { makeChanges, makeTask, testId } from '../workspace/testing/fixtures.ts';
import { receiveChanges, workspaceQuery } from '../workspace/workspace-query.ts';
import { NotificationCentre } from './notification-centre.tsx';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = 'http://localhost:3000';
const taskId = testId(1);
const STAMP = '2026-11-24T10:00:00.000Z';

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

async function setup() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    ...fakeApiHandlers(createFakeApi([makeTask({ id: taskId, boards: [] })])),
    http.get(`${API}/api/notifications/settings`, () =>
      HttpResponse.json({
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        channels: { inApp: true, push: true, email: true },
        policy: { 1: ['inApp'], 2: [], 3: [], 4: [] },
        vapidPublicKey: 'key',
      }),
    ),
    http.patch(`${API}/api/notifications/:id`, async (info) => {
      await record(info);
      return HttpResponse.json({ ...notification(1), readAt: STAMP, version: 99 });
    }),
    http.post(`${API}/api/notifications/read-all`, async (info) => {
      await record(info);
      return HttpResponse.json({ version: 100 });
    }),
    http.post(`${API}/api/notifications/:id/snooze`, async (info) => {
      await record(info);
      return HttpResponse.json({ until: '2026-11-24T10:10:00.000Z' });
    }),
  );
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: (
          <>
            <NotificationCentre />
            <Outlet />
          </>
        ),
        children: [
          { path: 'board', element: <p>Board page</p> },
          { path: 'task/:taskId', element: <p>Task page</p> },
          { path: 'profile', element: <p>Settings page</p> },
        ],
      },
    ],
    { initialEntries: ['/app/board'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, calls };
}

describe('the notification centre', () => {
  it('shows a notification that arrives live, with the unread count, and opens its task', async () => {
    const { client, calls } = await setup();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() =>
      receiveChanges(client, makeChanges({ version: 50, notifications: [notification(1), notification(2)] })),
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(centre).getAllByRole('link', { name: /Call the dentist/ })).toHaveLength(2);
    await userEvent.click(within(centre).getByRole('link', { name: /Call the dentist 1/ }));
    expect(await screen.findByText('Task page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { method: 'PATCH', path: `/api/notifications/${testId(501)}`, body: { read: true } },
      ]),
    );
  });

  it('snoozes, marks all read, and links to the settings', async () => {
    const { client, calls } = await setup();
    act(() => receiveChanges(client, makeChanges({ version: 50, notifications: [notification(1)] })));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(centre).getByRole('button', { name: 'Snooze “Call the dentist 1”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'For 10 minutes' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/api/notifications/${testId(501)}/snooze`,
        body: { snooze: '10m' },
      }),
    );
    act(() =>
      receiveChanges(client, makeChanges({ version: 60, notifications: [notification(3, { version: 60 })] })),
    );
    await userEvent.click(within(centre).getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/notifications/read-all'));
    await userEvent.click(within(centre).getByRole('link', { name: 'Notification settings' }));
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
  });
});
