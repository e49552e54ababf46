import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarSettingsPage } from './calendar-settings-page.tsx';

const URL_1 = `http://localhost:3000/api/calendar/feed/${'a'.repeat(43)}.ics`;
const URL_2 = `http://localhost:3000/api/calendar/feed/${'b'.repeat(43)}.ics`;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <CalendarSettingsPage />
    </QueryClientProvider>,
  );
}

describe('CalendarSettingsPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates a feed, shows its address once and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fetchMock
      .mockResolvedValueOnce(json(200, { active: false, createdAt: null }))
      .mockResolvedValueOnce(json(201, { active: true, createdAt: Date.UTC(2026, 10, 24), url: URL_1 }));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Calendar feed' })).toBeInTheDocument();
    expect(screen.getByText(/Google Calendar, Outlook, Apple Calendar/)).toBeInTheDocument();
    for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar'])
      expect(screen.getByText(app)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Create feed' }));
    const field = await screen.findByRole('textbox', { name: "Your feed's address" });
    expect(field).toHaveValue(URL_1);
    expect(field).toHaveAttribute('readonly');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.method).toBe('POST');

    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('selects the address when the clipboard refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    fetchMock
      .mockResolvedValueOnce(json(200, { active: false, createdAt: null }))
      .mockResolvedValueOnce(json(201, { active: true, createdAt: 1, url: URL_1 }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create feed' }));
    const field = await screen.findByRole('textbox', { name: "Your feed's address" });
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('press Ctrl+C');
  });

  it('says an existing feed is active, and regenerates it after confirming', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(json(200, { active: true, createdAt: Date.UTC(2026, 0, 15, 12) }))
      .mockResolvedValueOnce(json(201, { active: true, createdAt: Date.UTC(2026, 10, 24), url: URL_2 }));
    renderPage();
    expect(await screen.findByText(/A feed is active, created on January 15, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate the feed?' });
    expect(within(dialog).getByText(/The old one stops working/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByRole('textbox', { name: "Your feed's address" })).toHaveValue(URL_2);
  });

  it('revokes after confirming, and the address is gone', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(json(200, { active: true, createdAt: 1 }))
      .mockResolvedValueOnce(json(200, { active: false, createdAt: null }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke the feed?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('The feed is revoked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create feed' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.method).toBe('DELETE');
  });
});
