import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

function renderForm(initial?: { name: string; email: string }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm lng="en" {...(initial ? { initial } : {})} />
    </QueryClientProvider>,
  );
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('ContactForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows every problem inline, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail address when the field is left, and clears the message once fixed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.tab();
    expect(
      screen.getByText('Please enter a valid e-mail address, like name@example.com.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(
      screen.queryByText('Please enter a valid e-mail address, like name@example.com.'),
    ).not.toBeInTheDocument();
  });

  it('sends the message and confirms the reply address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { received: true }));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Sharing boards');
    await user.type(screen.getByLabelText('Message'), 'Can I share a board with my team?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText("Thanks — we'll reply to ada@example.com.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Sharing boards',
      message: 'Can I share a board with my team?',
      language: 'en',
    });
  });

  it('prefills the account on /app/support', () => {
    renderForm({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it('explains a server refusal by its catalogue code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }),
    );
    const user = userEvent.setup();
    renderForm({ name: 'Ada', email: 'ada@example.com' });
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A message long enough.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many requests. Please wait a moment and try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
