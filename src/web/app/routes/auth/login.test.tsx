/**
 * The login page's ways in from elsewhere (issues 33, 34): "Get started free" and "Start free
 * trial" (sign-up, then where the button promised), and a task link opened signed out.
 */
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accessToken,
  configHandlers,
  sameRealmDigests,
} from '../../../features/auth/testing/identity-provider.ts';

const server = setupServer(...configHandlers);
beforeAll(() => {
  sameRealmDigests();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const TRIAL = '/app/subscription?start=trial&interval=yearly';

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {`${pathname}${search}`}</p>;
}

function storeSession() {
  const now = Date.now();
  const state = {
    isAuthenticated: true,
    user: { id: 'user-1', email: 'a@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
    tokens: {
      accessToken: accessToken('user-1', 3600),
      refreshToken: 'r',
      idToken: 'i',
      expiresAt: now + 3600_000,
      receivedAt: now,
    },
  };
  window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 1 }));
}

async function renderAt(path: string) {
  const login = await import('./login.tsx');
  const guard = await import('../app/guard.tsx');
  const router = createMemoryRouter(
    [
      {
        path: '/auth/login',
        loader: (args) =>
          login.clientLoader({ ...args, params: {}, serverLoader: () => Promise.resolve(undefined) }),
        // Framework mode hands a route its loader's data as a prop; a data router does not.
        Component: function LoginRoute() {
          const Login = login.default;
          const loaderData = useLoaderData<typeof login.clientLoader>();
          return <Login {...({ loaderData } as Parameters<typeof Login>[0])} />;
        },
        HydrateFallback: () => null,
      },
      {
        id: 'guard',
        loader: (args) =>
          guard.clientLoader({ ...args, params: {}, serverLoader: () => Promise.resolve(undefined) }),
        Component: () => <Landed />,
        children: [{ path: '/app/*', element: <Landed /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Leaving for the identity provider is the page's `location.assign`. */
function watchLeaving() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The first render loads the login route and its strings: slow on a busy machine.
describe('login page', { timeout: 60_000 }, () => {
  it('"Start free trial" signs up, keeping the trial checkout as where to go afterwards', async () => {
    const assign = watchLeaving();
    await renderAt(`/auth/login?action=register&return_to=${encodeURIComponent(TRIAL)}`);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce(), { timeout: 30_000 });
    const provider = new URL(String(assign.mock.calls[0]?.[0]));
    expect(provider.pathname).toMatch(/\/protocol\/openid-connect\/registrations$/);
    const { takeReturnPath } = await import('../../../features/auth/pending-sign-in.ts');
    expect(takeReturnPath()).toBe(TRIAL);
  });

  it('keeps no return path outside the app', async () => {
    watchLeaving();
    await renderAt(`/auth/login?action=register&return_to=${encodeURIComponent('//evil.example/app')}`);
    const { takeReturnPath } = await import('../../../features/auth/pending-sign-in.ts');
    await vi.waitFor(() => expect(window.sessionStorage.getItem('code-verifier')).not.toBeNull(), {
      timeout: 30_000,
    });
    expect(takeReturnPath()).toBe('/app/board');
  });

  it('sends someone already signed in straight to where the button leads', async () => {
    storeSession();
    await renderAt(`/auth/login?action=register&return_to=${encodeURIComponent(TRIAL)}`);
    expect(await screen.findByText(`Landed on ${TRIAL}`)).toBeInTheDocument();
  });

  it('tells a signed-out visitor of a task link why they are asked to sign in', async () => {
    await renderAt('/app/task/0190aaaa-0000-7000-8000-000000000001');
    expect(await screen.findByRole('heading', { name: 'Sign in to Quadrant' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view this task')).toBeInTheDocument();
  });

  it('says nothing of tasks to someone who came for the board', async () => {
    await renderAt('/app/board');
    expect(await screen.findByRole('heading', { name: 'Sign in to Quadrant' })).toBeInTheDocument();
    expect(screen.queryByText('Please sign in to view this task')).not.toBeInTheDocument();
  });
});
