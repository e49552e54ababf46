import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../components/ui/toast-store.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { makeChanges } from '../../../features/workspace/testing/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import Shell from './shell.tsx';

// The shell reads the account (its stored theme and language); these tests need nothing from it.
// It loads the workspace on every page (ADR 0053): an empty one here; and, for the reminders it
// shows wherever the person is, the notification settings.
const server = setupServer(
  http.get('http://localhost:3000/api/me', () =>
    HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'not in this test' } }, { status: 503 }),
  ),
  http.get('http://localhost:3000/api/sync', () =>
    HttpResponse.json({ ...makeChanges({ version: 1, full: true }) }),
  ),
  http.get('http://localhost:3000/api/notifications/settings', () =>
    HttpResponse.json({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      channels: { inApp: true, push: true, email: true },
      policy: { 1: ['inApp'], 2: [], 3: [], 4: [] },
      vapidPublicKey:
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    }),
  ),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(async () => {
  server.resetHandlers();
  await changeLanguage('en', { remember: false });
});
afterAll(() => server.close());

function renderShell() {
  const router = createMemoryRouter(
    [
      { path: '/app', Component: Shell, children: [{ path: 'board', element: <h1>Board</h1> }] },
      { path: '/auth/logout', element: <p>Signing out page</p> },
    ],
    { initialEntries: ['/app/board'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('app shell', () => {
  it('puts the page in <main id="main"> below the header', () => {
    renderShell();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Board' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('saves a new language to the account, and says nothing if that fails', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch('http://localhost:3000/api/me', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      }),
    );
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ language: 'de' }]));
    expect(getToasts()).toEqual([]);
  });
});
