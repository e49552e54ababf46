/**
 * The login screen inside the Teams tab (spec §6, §8; ADR 0050): every way in, account creation
 * included, goes through Teams' popup, never the web's redirect; a signed-in person goes on to the
 * board inside the tab; a cancelled or blocked popup is named and the buttons work again.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFromTeams } from '../platforms/teams-login.ts';
import { startSignIn } from '../sign-in.ts';
import { LoginScreen } from './login-screen.tsx';

vi.mock('../sign-in.ts', () => ({ startSignIn: vi.fn() }));
vi.mock('../platforms/teams-login.ts', () => ({ signInFromTeams: vi.fn() }));

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <LoginScreen error={null} /> },
      { path: '/app/board', element: <p>The board</p> },
    ],
    { initialEntries: ['/auth/login?isTeams=true'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/auth/login?isTeams=true');
});

afterEach(() => {
  vi.mocked(startSignIn).mockReset();
  vi.mocked(signInFromTeams).mockReset();
  window.history.replaceState(null, '', '/');
});

describe('LoginScreen in the Teams tab', () => {
  it.each([
    ['Continue with Google', { idpHint: 'google', register: false }],
    ['Continue with email', { idpHint: undefined, register: false }],
  ])("%s opens Teams' popup, then the board inside the tab", async (name, expected) => {
    vi.mocked(signInFromTeams).mockResolvedValue({ kind: 'signed-in', to: '/app/board' });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByText('The board')).toBeInTheDocument();
    expect(signInFromTeams).toHaveBeenCalledWith({ ...expected, forceLogin: false });
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('creates an account through the popup too', async () => {
    vi.mocked(signInFromTeams).mockResolvedValue({ kind: 'signed-in', to: '/app/board' });
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() =>
      expect(signInFromTeams).toHaveBeenCalledWith({ idpHint: undefined, register: true, forceLogin: false }),
    );
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['cancelled', "Sign-in was canceled. You can try again whenever you're ready."],
    ['popup_blocked', "The sign-in window couldn't open. Allow pop-ups for Teams and try again."],
  ] as const)('a popup ending %s says so, and the buttons work again', async (reason, message) => {
    vi.mocked(signInFromTeams).mockResolvedValueOnce({ kind: 'failed', reason });
    renderLogin();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(google);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(google).toBeEnabled();

    vi.mocked(signInFromTeams).mockResolvedValueOnce({ kind: 'signed-in', to: '/app/board' });
    await userEvent.click(google);
    expect(await screen.findByText('The board')).toBeInTheDocument();
  });
});
