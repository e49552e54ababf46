import { act, render, screen } from '@testing-library/react';
import { clearMocks, mockIPC } from '@tauri-apps/api/mocks';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_RETURN_DELAY_MS } from '../../../features/auth/components/desktop-return.tsx';
import {
  completeDesktopSignIn,
  type DesktopCompletion,
} from '../../../features/auth/platforms/desktop-sign-in.ts';
import DesktopCallback from './desktop-callback.tsx';

vi.mock('../../../features/auth/platforms/desktop-sign-in.ts', () => ({ completeDesktopSignIn: vi.fn() }));
vi.mock('../../../features/templates/pending-template.ts', () => ({
  applyPendingTemplate: vi.fn(() => Promise.resolve(null)),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/desktop-callback', Component: DesktopCallback },
      { path: '*', Component: Where },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(completeDesktopSignIn).mockReset();
  clearMocks();
  delete (window as { __TAURI_INTERNALS__?: unknown }).__TAURI_INTERNALS__;
});

describe('/auth/desktop-callback in the system browser', () => {
  const entry = '/auth/desktop-callback?code=c-1&state=s%2F1&session_state=x#after';
  const link = 'quadrant-local://auth/desktop-callback?code=c-1&state=s%2F1&session_state=x#after';

  it('says the sign-in worked, and offers the app link carrying the query and hash', () => {
    renderAt(entry);
    expect(screen.getByRole('heading', { name: 'Authentication Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting back to Quadrant...');
    expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute('href', link);
    expect(completeDesktopSignIn).not.toHaveBeenCalled();
  });

  it('opens the app through that link after 500 ms, once', () => {
    vi.useFakeTimers();
    renderAt(entry);
    const opened: string[] = [];
    const anchor = screen.getByRole('link', { name: 'click here' });
    anchor.addEventListener('click', (event) => {
      opened.push(anchor.getAttribute('href') ?? '');
      // jsdom cannot follow a custom scheme; the browser hands it to the operating system.
      event.preventDefault();
    });
    act(() => {
      vi.advanceTimersByTime(DESKTOP_RETURN_DELAY_MS - 1);
    });
    expect(opened).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(opened).toEqual([link]);
    act(() => {
      vi.advanceTimersByTime(DESKTOP_RETURN_DELAY_MS * 10);
    });
    expect(opened).toHaveLength(1);
  });
});

describe('/auth/desktop-callback in the desktop app', () => {
  function renderInApp(result: Promise<DesktopCompletion>, query = '?desktop_outcome=signed-in') {
    mockIPC(() => null);
    vi.mocked(completeDesktopSignIn).mockReturnValue(result);
    renderAt(`/auth/desktop-callback${query}`);
  }

  it('finishes the sign-in instead of opening the app again', async () => {
    renderInApp(Promise.resolve({ kind: 'signed-in', to: '/app/board' }));
    expect(screen.getByRole('status')).toHaveTextContent('Processing authentication...');
    expect(screen.queryByRole('link', { name: 'click here' })).not.toBeInTheDocument();
    expect(await screen.findByText('At /app/board')).toBeInTheDocument();
  });

  it('goes back to the login page with the reason when the sign-in did not work', async () => {
    renderInApp(Promise.resolve({ kind: 'failed', reason: 'cancelled' }), '?desktop_outcome=cancelled');
    expect(await screen.findByText('At /auth/login?error=cancelled')).toBeInTheDocument();
  });

  it('goes to the login page when there is nothing to finish', async () => {
    renderInApp(Promise.resolve({ kind: 'ignored' }), '');
    expect(await screen.findByText('At /auth/login')).toBeInTheDocument();
  });
});
