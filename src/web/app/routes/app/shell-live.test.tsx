/**
 * The live connection belongs to the app shell (ADR 0053): on a page that is not the board (the
 * settings), a fresh load reads the workspace, so the notification centre lists the unread reminder
 * instead of "No notifications yet"; one sync socket is opened for the tab; a reminder that fires
 * arrives over it and shows as an alert with the task, "Open" and "Snooze".
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../../../shared/contracts/notifications.ts';
import { noDeletes } from '../../../../shared/contracts/entities.ts';
import { clearReminderAlerts } from '../../../features/reminders/reminder-alerts.ts';
import { makeTask, testId } from '../../../features/workspace/testing/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import type * as Session from '../../../features/auth/session.ts';
import Shell from './shell.tsx';

vi.mock('../../../features/auth/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  getValidAccessToken: () => Promise.resolve('access-token'),
  subscribeToken: () => () => undefined,
}));

/** A WebSocket double: the test plays the server. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.opened.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const API = 'http://localhost:3000';
const taskId = testId(1);

function notification(n: number, firedAt: string): AppNotification {
  return {
    id: testId(500 + n),
    taskId,
    reminderId: testId(400 + n),
    title: `Water the plants ${n}`,
    firedAt,
    readAt: null,
    createdAt: firedAt,
    updatedAt: firedAt,
    version: 10 + n,
  };
}

const server = setupServer(
  http.get(`${API}/api/me`, () =>
    HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'not in this test' } }, { status: 503 }),
  ),
  http.get(`${API}/api/notifications/settings`, () =>
    HttpResponse.json({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      channels: { inApp: true, push: true, email: true },
      policy: { 1: ['inApp'], 2: [], 3: [], 4: [] },
      vapidPublicKey: 'key',
    }),
  ),
  http.patch(`${API}/api/notifications/:id`, () =>
    HttpResponse.json({
      ...notification(2, '2026-06-01T09:00:00.000Z'),
      readAt: new Date().toISOString(),
      version: 13,
    }),
  ),
  http.get(`${API}/api/sync`, () =>
    HttpResponse.json({
      version: 11,
      full: true,
      boards: [],
      tasks: [makeTask({ id: taskId, title: 'Water the plants', boards: [] })],
      checklistItems: [],
      attachments: [],
      reminders: [],
      notifications: [notification(1, '2026-06-01T09:00:00.000Z')],
      deleted: noDeletes(),
    }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.stubGlobal('WebSocket', FakeSocket);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  server.resetHandlers();
  clearReminderAlerts();
  FakeSocket.opened = [];
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function renderSettingsPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        Component: Shell,
        children: [
          { path: 'profile', element: <h1>Account settings</h1> },
          { path: 'task/:taskId', element: <h1>Task page</h1> },
        ],
      },
    ],
    { initialEntries: ['/app/profile'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the app shell’s live connection', () => {
  it('lists the unread reminder after a fresh load of a page that is not the board', async () => {
    renderSettingsPage();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(centre).getByRole('link', { name: /Water the plants 1/ })).toBeInTheDocument();
    expect(within(centre).queryByText(/No notifications yet/)).not.toBeInTheDocument();
  });

  it('opens one socket, and a reminder that fires shows where the person is looking', async () => {
    renderSettingsPage();
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0]!;
    await vi.waitFor(() =>
      expect(socket.sent).toContainEqual(expect.objectContaining({ type: 'hello', since: 11 })),
    );
    const fired = notification(2, new Date().toISOString());
    act(() =>
      socket.receive({
        type: 'changes',
        changes: {
          version: 12,
          full: false,
          boards: [],
          tasks: [],
          checklistItems: [],
          attachments: [],
          reminders: [],
          notifications: [fired],
          deleted: noDeletes(),
        },
      }),
    );
    const alerts = await screen.findByRole('region', { name: 'Reminders' });
    expect(within(alerts).getByText('Water the plants 2')).toBeInTheDocument();
    expect(within(alerts).getByRole('button', { name: 'Snooze “Water the plants 2”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await userEvent.click(within(alerts).getByRole('link', { name: 'Open “Water the plants 2”' }));
    expect(await screen.findByRole('heading', { name: 'Task page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reminders' })).not.toBeInTheDocument();
    expect(FakeSocket.opened).toHaveLength(1);
  });
});
