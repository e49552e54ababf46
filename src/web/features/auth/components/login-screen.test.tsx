import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen, SIGNED_OUT_BANNER_MS } from './login-screen.tsx';
import type { LoginError } from '../login-errors.ts';
import { WrongAddressError } from '../oidc-client.ts';
import { startSignIn } from '../sign-in.ts';

vi.mock('../sign-in.ts', () => ({ startSignIn: vi.fn() }));

function renderLogin(error: LoginError | null = null) {
  const router = createMemoryRouter([{ path: '/auth/login', element: <LoginScreen error={error} /> }], {
    initialEntries: ['/auth/login'],
  });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(startSignIn).mockReset();
});

describe('LoginScreen', () => {
  it('offers the four ways to sign in, account creation and the legal pages', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in to Quadrant' })).toBeInTheDocument();
    for (const name of [
      'Continue with email',
      'Continue with Google',
      'Continue with Microsoft',
      'Continue with Apple',
    ]) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/login?action=register',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/eula');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.queryByText("You've been successfully signed out")).not.toBeInTheDocument();
  });

  it('shows the signed-out banner for 3 s after a sign-out, once', () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem('isLoggingOut', 'true');
    renderLogin();
    expect(screen.getByText("You've been successfully signed out")).toBeInTheDocument();
    expect(window.sessionStorage.getItem('isLoggingOut')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SIGNED_OUT_BANNER_MS - 100);
    });
    expect(screen.getByText("You've been successfully signed out")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("You've been successfully signed out")).not.toBeInTheDocument();
  });

  it('says a changed password signed every device out, and keeps saying it', () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem('isLoggingOut', 'password-changed');
    renderLogin();
    const message = /Your password was changed, so every device was signed out, this one too/;
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText("You've been successfully signed out")).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SIGNED_OUT_BANNER_MS * 10);
    });
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says an administrator signed every device out, and keeps saying it', () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem('isLoggingOut', 'sessions-revoked');
    renderLogin();
    const message = /An administrator signed you out on every device, this one too/;
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Your password was changed/)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SIGNED_OUT_BANNER_MS * 10);
    });
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('explains why the person is back on the login page', () => {
    renderLogin('cancelled');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Sign-in was canceled. You can try again whenever you're ready.",
    );
  });

  it('silently removes login_required from the address', () => {
    window.history.replaceState(null, '', '/auth/login#error=login_required');
    renderLogin();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('starts the chosen sign-in and disables every option meanwhile', async () => {
    vi.mocked(startSignIn).mockReturnValue(new Promise(() => {}));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(startSignIn).toHaveBeenCalledWith({ idpHint: 'google', register: false, forceLogin: false });
    for (const name of [
      'Continue with email',
      'Continue with Google',
      'Continue with Microsoft',
      'Continue with Apple',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Taking you to the sign-in page…')).toBeInTheDocument();
  });

  it('asks the provider for its form when signing in again after a sign-out', async () => {
    vi.mocked(startSignIn).mockReturnValue(new Promise(() => {}));
    window.sessionStorage.setItem('isLoggingOut', 'true');
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(startSignIn).toHaveBeenCalledWith({ idpHint: undefined, register: true, forceLogin: true });
  });

  it('re-enables the options and explains when the provider cannot be reached', async () => {
    vi.mocked(startSignIn).mockRejectedValue(new TypeError('fetch failed'));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach the sign-in service.");
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  });

  it('says where sign-in works when this page is open at another address', async () => {
    vi.mocked(startSignIn).mockRejectedValue(new WrongAddressError('http://localhost:3000'));
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signing in works only at http://localhost:3000');
    expect(alert).toHaveTextContent('set PUBLIC_URL');
    expect(screen.getByRole('link', { name: 'Open http://localhost:3000' })).toHaveAttribute(
      'href',
      'http://localhost:3000/auth/login',
    );
  });
});
