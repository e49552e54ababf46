/** The theme's help text says what the chosen theme does, and changes with the choice. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetThemeForTests } from '../../../lib/theme.ts';
import { ThemeSection } from './appearance-sections.tsx';
import '../profile-i18n.ts';

beforeEach(() => {
  resetThemeForTests();
  // The choice is saved to the account: a refusal here changes nothing on the page.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'not here' } }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ThemeSection', () => {
  it('explains the chosen theme, whichever it is', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ThemeSection />
      </QueryClientProvider>,
    );
    expect(screen.getByText("Follows your device's light or dark setting.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByText("Always dark, whatever your device's setting.")).toBeInTheDocument();
    expect(screen.queryByText(/Follows your device/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByText("Always light, whatever your device's setting.")).toBeInTheDocument();
  });
});
