import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, REGION_CACHE_KEY } from './consent-rules.ts';
import { resetConsentSnapshot } from './consent-store.ts';
import { SiteTelemetry } from './site-telemetry.tsx';

function withTimeZone(timeZone: string) {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...options, timeZone });
}

function renderTelemetry(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <SiteTelemetry /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('SiteTelemetry', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetConsentSnapshot();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          issuer: 'http://localhost/realms/quadrant',
          clientId: 'web',
          realm: 'quadrant',
          embedded: true,
          analyticsUrl: null,
          errorReportingUrl: null,
        }),
        { status: 200 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks a visitor in Europe/Paris, and stores "accepted" with the date', async () => {
    withTimeZone('Europe/Paris');
    renderTelemetry();
    const banner = await screen.findByRole('region', { name: 'Cookies and analytics' });
    expect(banner).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    const stored: unknown = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({ value: 'accepted', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(window.sessionStorage.getItem(REGION_CACHE_KEY)).toBe('consent');
  });

  it('stores "rejected" with the date', async () => {
    withTimeZone('Europe/London');
    renderTelemetry('/es');
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const stored: unknown = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ value: 'rejected' });
  });

  it('does not ask visitors outside Europe, nor anyone who already chose', async () => {
    withTimeZone('America/New_York');
    renderTelemetry();
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    resetConsentSnapshot();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    withTimeZone('Europe/Berlin');
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ value: 'rejected', date: '2026-11-01T00:00:00.000Z' }),
    );
    renderTelemetry();
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
