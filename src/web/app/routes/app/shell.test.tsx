import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../components/ui/toast-store.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import Shell from './shell.tsx';

const server = setupServer();
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
