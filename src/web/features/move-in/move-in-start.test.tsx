import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoveInStart } from './move-in-start.tsx';

/** An XMLHttpRequest that answers every upload with `answer`, recording what was sent. */
function fakeXhr(answer: { status: number; body: unknown }, sent: { url?: string; body?: unknown }[]) {
  return class {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: unknown) {
      sent.push({ url: this.url, body });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  };
}

function renderStart(onRead = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MoveInStart onRead={onRead} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onRead;
}

describe('MoveInStart', () => {
  const sent: { url?: string; body?: unknown }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('[]', { status: 200 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a file before sending anything', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('XMLHttpRequest', fakeXhr({ status: 201, body: {} }, sent));
    renderStart();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByLabelText('File to import')).toHaveAccessibleDescription(/Choose a file first\./);
    expect(sent).toEqual([]);
  });

  it('says a refused file by its reason and line, under the file field', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(
        {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Line 3: a quote is not closed',
              details: { reason: 'unclosed-quote', line: 3 },
            },
          },
        },
        sent,
      ),
    );
    const onRead = renderStart();
    const file = new File(['TYPE,CONTENT\ntask,"open'], 'Broken.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('File to import'), file);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const input = screen.getByLabelText('File to import');
    expect(await screen.findByText('Line 3: A quote is not closed.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]?.url).toMatch(/^\/api\/move-ins\?name=Broken\.csv/);
    expect(sent[0]?.body).toBe(file);
    expect(onRead).not.toHaveBeenCalled();
  });
});
