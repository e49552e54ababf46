import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accessToken,
  configHandlers,
  tokenHandler,
  tokenResponse,
} from '../../../features/auth/testing/identity-provider.ts';

const server = setupServer(...configHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>Login page {`${pathname}${search}`}</p>;
}

function storeSession(secondsLeft = 3600) {
  const now = Date.now();
  const state = {
    isAuthenticated: true,
    user: { id: 'user-1', email: 'a@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
    tokens: {
      accessToken: accessToken('user-1', 3600),
      refreshToken: 'r',
      idToken: 'i',
      expiresAt: now + secondsLeft * 1000,
      receivedAt: now - (3600 - secondsLeft) * 1000,
    },
  };
  window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 1 }));
}

async function renderAt(path: string) {
  const guard = await import('./guard.tsx');
  const { useSessionStore } = await import('../../../features/auth/session-store.ts');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['private'], 'data of the signed-in person');
  const router = createMemoryRouter(
    [
      {
        id: 'guard',
        loader: (args) =>
          guard.clientLoader({ ...args, params: {}, serverLoader: () => Promise.resolve(undefined) }),
        Component: guard.default,
        HydrateFallback: guard.HydrateFallback,
        children: [
          { path: '/app/board', element: <p>The board</p> },
          { path: '/app/task/:taskId', element: <p>The task link</p> },
        ],
      },
      { path: '/auth/login', Component: LoginProbe },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { useSessionStore, queryClient };
}

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('app guard', () => {
  it('sends someone who is not signed in to the login page and remembers where they were going', async () => {
    await renderAt('/app/board?view=list');
    expect(await screen.findByText('Login page /auth/login')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('auth-return-to')).toBe('/app/board?view=list');
  });

  it('keeps a task link for after sign-in', async () => {
    await renderAt('/app/task/0190aaaa-0000-7000-8000-000000000001');
    expect(await screen.findByText('Login page /auth/login')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('auth-return-to')).toBe(
      '/app/task/0190aaaa-0000-7000-8000-000000000001',
    );
  });

  it('shows the app to someone signed in', async () => {
    storeSession();
    await renderAt('/app/board');
    expect(await screen.findByText('The board')).toBeInTheDocument();
  });

  it('closes the app, forgets its data and says why when the session ends', async () => {
    storeSession();
    const { useSessionStore, queryClient } = await renderAt('/app/board');
    await screen.findByText('The board');
    act(() => {
      useSessionStore.setState({ isAuthenticated: false, user: null, tokens: null });
    });
    expect(await screen.findByText('Login page /auth/login?error=expired')).toBeInTheDocument();
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
    expect(window.sessionStorage.getItem('auth-return-to')).toBe('/app/board');
  });

  it('says it is loading authentication while a nearly expired token is refreshed, then opens the app', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    server.use(
      tokenHandler(async () => {
        requested = true;
        await released;
        return tokenResponse({
          access_token: accessToken('user-1', 3600),
          refresh_token: 'r2',
          expires_in: 3600,
        });
      }),
    );
    storeSession(30);
    await renderAt('/app/board');
    await vi.waitFor(() => expect(requested).toBe(true));
    expect(screen.getByText('Loading authentication...')).toBeInTheDocument();
    expect(screen.queryByText('The board')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('The board')).toBeInTheDocument();
  });

  it('on a task link, a signed-in person sees the task loading, never the signed-out text', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      tokenHandler(async () => {
        await released;
        return tokenResponse({
          access_token: accessToken('user-1', 3600),
          refresh_token: 'r2',
          expires_in: 3600,
        });
      }),
    );
    storeSession(30);
    await renderAt('/app/task/0190aaaa-0000-7000-8000-000000000001');
    // The text may be re-rendered as the task namespace registers: look it up fresh each time.
    await vi.waitFor(() => {
      expect(screen.getByText('Loading task...')).toBeInTheDocument();
      expect(screen.getByText('0190aaaa')).toBeInTheDocument();
    });
    expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument();
    expect(screen.queryByText('Please sign in to view this task')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('The task link')).toBeInTheDocument();
  });
});
