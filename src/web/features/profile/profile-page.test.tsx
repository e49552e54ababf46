import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/contracts/me.ts';
import { resetThemeForTests } from '../../lib/theme.ts';
import { ProfilePage } from './profile-page.tsx';

const ME: Me = {
  id: '0190a3c4-0000-7000-8000-000000000001',
  email: 'ada@example.com',
  name: 'Ada',
  theme: 'system',
  aiOptOut: false,
  signIn: { managedBy: 'quadrant', issuer: null, methods: ['password'] },
  isAdmin: false,
  language: null,
  tier: 'basic',
  limits: { boards: 5, activeTasks: 100, totalTasks: 250, attachmentsPerTask: 1 },
  usage: {
    boards: 0,
    activeTasks: 0,
    totalTasks: 0,
    isCapped: false,
    lastUpdated: new Date(0).toISOString(),
  },
  version: 1,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined) => Response;

function renderPage(routes: Record<string, Handler>, props: { notifications?: React.ReactNode } = {}) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost:3000',
    );
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return Promise.resolve(
      handler ? handler(init) : json(404, { error: { code: 'NOT_FOUND', message: 'no' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const onAccountDeleted = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ProfilePage
          privacyHref="/privacy"
          onPasswordChanged={() => {}}
          onAccountDeleted={onAccountDeleted}
          {...props}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, onAccountDeleted };
}

const idle = { status: 'none', requestedAt: null, readyAt: null, expiresAt: null, size: null };

describe('ProfilePage', () => {
  beforeEach(() => resetThemeForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('shows every section, and the Notifications slot only when given content', async () => {
    renderPage(
      { 'GET /api/me': () => json(200, ME), 'GET /api/me/export': () => json(200, idle) },
      {
        notifications: <p>Reminder channels here</p>,
      },
    );
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    for (const name of [
      'Password',
      'Language',
      'Appearance',
      'Privacy',
      'Sign-in methods',
      'Personal API tokens',
      'Your data',
      'Delete account',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('Reminder channels here'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Keep my data out of AI features' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('leaves out the Notifications section without content, and password forms for external sign-in', async () => {
    renderPage({
      'GET /api/me': () =>
        json(200, {
          ...ME,
          signIn: { managedBy: 'external', issuer: 'https://sso.example.org', methods: [] },
        }),
      'GET /api/me/export': () => json(200, idle),
    });
    expect(
      await screen.findByText(/managed by your sign-in provider \(https:\/\/sso\.example\.org\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New e-mail address' })).not.toBeInTheDocument();
  });

  it('deletes the account only once the e-mail is typed, and ties a wrong password to its field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { onAccountDeleted } = renderPage({
      'GET /api/me': () => json(200, ME),
      'GET /api/me/export': () => json(200, idle),
      'DELETE /api/me': () =>
        ++attempts === 1
          ? json(400, {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'wrong',
                details: { field: 'currentPassword', reason: 'wrong_password' },
              },
            })
          : json(200, { ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('textbox', { name: 'Type your e-mail address to confirm' });
    expect(confirm).toHaveFocus();
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();
    await user.type(confirm, 'ADA@example.com ');
    await user.type(within(dialog).getByLabelText('Current password'), 'nope');
    await user.click(submit);
    const password = within(dialog).getByLabelText('Current password');
    expect(await within(dialog).findByText('That is not your current password.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('That is not your current password.').id,
    );
    expect(onAccountDeleted).not.toHaveBeenCalled();
    await user.click(submit);
    await vi.waitFor(() => expect(onAccountDeleted).toHaveBeenCalledOnce());
  });

  it('asks for an export and says it is being prepared', async () => {
    const user = userEvent.setup();
    const pending = { ...idle, status: 'pending', requestedAt: new Date(0).toISOString() };
    renderPage({
      'GET /api/me': () => json(200, ME),
      'GET /api/me/export': () => json(200, idle),
      'POST /api/me/export': () => json(201, pending),
    });
    await user.click(await screen.findByRole('button', { name: 'Prepare my archive' }));
    expect(await screen.findByText(/Preparing your archive/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare my archive' })).toBeDisabled();
  });
});
