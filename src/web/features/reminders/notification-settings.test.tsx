/**
 * The notification settings component: it shows the stored switches and policy, saves each change
 * as a partial PUT, disables a quadrant's cell for a channel switched off, and sends this
 * browser's time zone when the stored one differs.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings as Settings } from '../../../shared/contracts/notifications.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { NotificationSettings } from './notification-settings.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = 'http://localhost:3000/api/notifications/settings';

function setup(stored: Partial<Settings> = {}) {
  let settings: Settings = {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    channels: { inApp: true, push: false, email: true },
    policy: { 1: ['inApp', 'push', 'email'], 2: ['inApp', 'email'], 3: ['inApp'], 4: [] },
    vapidPublicKey: 'key',
    ...stored,
  };
  const puts: unknown[] = [];
  server.use(
    http.get(API, () => HttpResponse.json(settings)),
    http.put(API, async ({ request }) => {
      const body = (await request.json()) as Partial<Settings>;
      puts.push(body);
      settings = {
        ...settings,
        ...(body.timeZone ? { timeZone: body.timeZone } : {}),
        channels: { ...settings.channels, ...body.channels },
        policy: { ...settings.policy, ...body.policy },
      };
      return HttpResponse.json(settings);
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationSettings />
    </QueryClientProvider>,
  );
  return { puts };
}

describe('notification settings', () => {
  it('shows the stored choices and saves each change', async () => {
    const { puts } = setup();
    const email = await screen.findByRole('switch', { name: 'E-mail' });
    expect(email).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Do First by Push notifications' })).toBeDisabled();
    await userEvent.click(email);
    await vi.waitFor(() => expect(puts).toEqual([{ channels: { email: false } }]));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Delegate by In the app' }));
    await vi.waitFor(() => expect(puts).toContainEqual({ policy: { 3: [] } }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Delete by In the app' }));
    await vi.waitFor(() => expect(puts).toContainEqual({ policy: { 4: ['inApp'] } }));
  });

  it('sends this browser’s time zone when the stored one differs', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { puts } = setup({ timeZone: zone === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo' });
    expect(await screen.findByText(`Reminders follow your time zone: ${zone}.`)).toBeInTheDocument();
    expect(puts).toEqual([{ timeZone: zone }]);
  });
});
