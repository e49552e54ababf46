import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicHeader } from './public-header.tsx';

const SIGNED_IN = {
  isAuthenticated: true,
  user: { id: 'user-1', email: 'ada@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
  tokens: { accessToken: 'a.b.c', refreshToken: null, idToken: null, expiresAt: 2, receivedAt: 1 },
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicHeader />
    </MemoryRouter>,
  );
}

afterEach(() => window.localStorage.clear());

describe('PublicHeader', () => {
  it('offers Sign In to visitors and links the landing sections', () => {
    renderAt('/privacy');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    if (!nav) throw new Error('no navigation');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(within(nav).getByRole('link', { name: 'What is the Eisenhower Matrix?' })).toHaveAttribute(
      'href',
      '/#what-is',
    );
  });

  it('offers Go to Dashboard when this browser holds a session', async () => {
    window.localStorage.setItem('auth-storage', JSON.stringify({ state: SIGNED_IN, version: 1 }));
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/app/board',
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('offers Sign In when what is stored is not a session the app would use', async () => {
    // The app reads this as signed out (no user, no tokens), so the header must too.
    window.localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { isAuthenticated: true }, version: 1 }),
    );
    renderAt('/');
    await import('../auth/stored-session.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('keeps section links in the page language', () => {
    renderAt('/de/privacy');
    expect(screen.getAllByRole('link', { name: /Features|Funktionen/ })[0]).toHaveAttribute(
      'href',
      '/de#features',
    );
  });

  it('opens and closes the mobile menu from a named button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists every language, linking to this page in it', () => {
    renderAt('/privacy?x=1');
    const spanish = screen.getAllByRole('link', { name: 'Español' })[0];
    expect(spanish).toHaveAttribute('href', '/es/privacy?x=1');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(screen.getAllByRole('link', { name: 'English' })[0]).toHaveAttribute('aria-current', 'true');
  });

  it('remembers a chosen language as userLanguage', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const french = screen.getAllByRole('link', { name: 'Français' })[0];
    if (!french) throw new Error('no link');
    await user.click(french);
    expect(window.localStorage.getItem('userLanguage')).toBe('fr');
  });
});
