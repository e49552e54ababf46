import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '../../../../shared/contracts/api-tokens.ts';
import '../profile-i18n.ts';
import { ApiTokensSection } from './api-tokens-section.tsx';

const EXISTING: ApiToken = {
  id: '0190a3c4-0000-7000-8000-0000000000aa',
  name: 'Home script',
  scope: 'read',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};
const SECRET = `qdt_${'A'.repeat(43)}`;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { method: string; path: string; body: unknown };

function renderSection(routes: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      return Promise.resolve(
        handler ? handler(body) : json(404, { error: { code: 'NOT_FOUND', message: 'no' } }),
      );
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ApiTokensSection />
    </QueryClientProvider>,
  );
  return calls;
}

describe('ApiTokensSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a token, shows its secret once with Copy, and lists it without the secret', async () => {
    const user = userEvent.setup();
    const calls = renderSection({
      'GET /api/tokens': () => json(200, [EXISTING]),
      'POST /api/tokens': (body) =>
        json(201, {
          ...EXISTING,
          id: '0190a3c4-0000-7000-8000-0000000000bb',
          name: 'Claude',
          scope: 'read_write',
          expiresAt: (body as { expiresAt: string | null }).expiresAt,
          secret: SECRET,
        }),
    });
    expect(await screen.findByText('Home script')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Claude');
    await user.click(screen.getByRole('radio', { name: /Read and write/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expires' }), 'never');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const secret = await screen.findByRole('textbox', { name: 'Your new token' });
    expect(secret).toHaveValue(SECRET);
    expect(screen.getByText(/you will not be able to see it again/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Claude',
      scope: 'read_write',
      expiresAt: null,
    });
    const list = screen.getByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('Claude')).toBeInTheDocument();
    expect(list.textContent).not.toContain(SECRET);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Your new token' })).not.toBeInTheDocument();
  });

  it('sends a chosen expiry as the end of that day, and refuses a day that is not after today', async () => {
    const user = userEvent.setup();
    const calls = renderSection({
      'GET /api/tokens': () => json(200, []),
      'POST /api/tokens': () => json(201, { ...EXISTING, secret: SECRET }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'CI');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expires' }), 'date');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Choose a date after today.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry date'), '2031-05-06');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('textbox', { name: 'Your new token' });
    const sent = calls.find((c) => c.method === 'POST')?.body as { expiresAt: string };
    expect(sent.expiresAt).toBe(new Date(2031, 4, 6, 23, 59, 59, 999).toISOString());
  });

  it('says when the most tokens are reached', async () => {
    const user = userEvent.setup();
    renderSection({
      'GET /api/tokens': () => json(200, []),
      'POST /api/tokens': () =>
        json(409, { error: { code: 'CONFLICT', message: 'max', details: { limit: 'apiTokens', max: 20 } } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have 20 tokens');
  });

  it('revokes a token only once confirmed', async () => {
    const user = userEvent.setup();
    const calls = renderSection({
      'GET /api/tokens': () => json(200, [EXISTING]),
      [`DELETE /api/tokens/${EXISTING.id}`]: () => json(200, { ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Home script' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke “Home script”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Revoke Home script' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token revoked.')).toBeInTheDocument();
    expect(screen.queryByText('Home script')).not.toBeInTheDocument();
    expect(screen.getByText('You have no tokens yet.')).toBeInTheDocument();
  });
});
