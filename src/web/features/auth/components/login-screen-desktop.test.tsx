/**
 * The login screen inside the desktop app (spec §2 "Login screens": e-mail, Google, Microsoft,
 * Apple): each way in asks the shell to open the system browser (`initiate_oauth_login`), never
 * the web's redirect; the buttons come back once the person returns to the window.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { clearMocks, mockIPC } from '@tauri-apps/api/mocks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen.tsx';
import { startSignIn } from '../sign-in.ts';

vi.mock('../sign-in.ts', () => ({ startSignIn: vi.fn() }));

const WAYS_IN = [
  'Continue with email',
  'Continue with Google',
  'Continue with Microsoft',
  'Continue with Apple',
];

function renderLogin() {
  const router = createMemoryRouter([{ path: '/auth/login', element: <LoginScreen error={null} /> }], {
    initialEntries: ['/auth/login'],
  });
  return render(<RouterProvider router={router} />);
}

let calls: { cmd: string; args: unknown }[];

beforeEach(() => {
  window.sessionStorage.clear();
  calls = [];
  mockIPC((cmd, args) => {
    calls.push({ cmd, args });
    return null;
  });
});

afterEach(() => {
  clearMocks();
  delete (window as { __TAURI_INTERNALS__?: unknown }).__TAURI_INTERNALS__;
  vi.mocked(startSignIn).mockReset();
});

describe('LoginScreen in the desktop app', () => {
  it('offers e-mail, Google, Microsoft and Apple, and leaves account creation to the provider', () => {
    renderLogin();
    for (const name of WAYS_IN) expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/eula');
  });

  it.each([
    ['Continue with Google', 'google'],
    ['Continue with Microsoft', 'microsoft'],
    ['Continue with Apple', 'apple'],
    ['Continue with email', null],
  ])('%s asks the shell to open the browser (idpHint %s)', async (name, idpHint) => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(calls).toEqual([{ cmd: 'initiate_oauth_login', args: { idpHint } }]));
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('keeps the buttons busy while the browser is open, and frees them when the person is back', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    for (const name of WAYS_IN) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('Taking you to the sign-in page…')).toBeInTheDocument();
    act(() => {
      fireEvent.focus(window);
    });
    for (const name of WAYS_IN)
      await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  });

  it('looks again after 100 ms, for a shell that injects its bridge late (spec §9)', () => {
    vi.useFakeTimers();
    const shell = window as { __TAURI_INTERNALS__?: unknown };
    const bridge = shell.__TAURI_INTERNALS__;
    delete shell.__TAURI_INTERNALS__;
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    shell.__TAURI_INTERNALS__ = bridge;
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('explains when the shell could not start the sign-in', async () => {
    clearMocks();
    mockIPC(() => {
      throw new Error('the identity provider could not be reached');
    });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach the sign-in service.");
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  });
});
