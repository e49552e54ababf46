import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, entry, refusal, userDetail } from './testing/fixtures.ts';
import { renderAdmin } from './testing/render.tsx';
import { UserDetailPage } from './user-detail-page.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = [{ path: '/app/admin/users/:userId', element: <UserDetailPage userId="user-1" /> }];
const trialing = userDetail({
  provider: 'stripe',
  tier: 'pro',
  status: 'trialing',
  trialEnd: '2027-01-06T12:00:00.000Z',
  currentPeriodEnd: '2027-01-06T12:00:00.000Z',
  stripeCustomerId: 'cus_9',
  stripeSubscriptionId: 'sub_9',
});

describe('user detail (spec §2, §3)', () => {
  it('opens the tab the address names, and changes the address with the tab', async () => {
    server.use(http.get(`${API}/users/user-1`, () => HttpResponse.json(trialing)));
    renderAdmin('/app/admin/users/user-1?tab=subscription', page);
    const tab = await screen.findByRole('tab', { name: 'Subscription' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('cus_9')).toBeInTheDocument();
    expect(panel.getByText('sub_9')).toBeInTheDocument();
    expect(panel.getByText('Pro')).toBeInTheDocument();
    expect(panel.getByText('Trial')).toBeInTheDocument();

    // Arrow keys move between tabs (one tab stop), and the address follows.
    tab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/admin\/users\/user-1$/);
    expect(within(screen.getByRole('tabpanel')).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('lists the person’s activity with the admin who acted, and pages it by subject', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/users/user-1`, () => HttpResponse.json(trialing)),
      http.get(`${API}/activity`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return query.get('lastEvaluatedKey')
          ? HttpResponse.json({
              activities: [entry({ id: 'e2', action: 'user.register' })],
              lastEvaluatedKey: null,
            })
          : HttpResponse.json({
              activities: [
                entry({
                  id: 'e1',
                  action: 'admin.subscription_modified',
                  category: 'admin',
                  actorId: 'admin-1',
                  actorEmail: 'root@example.com',
                  details: { reason: 'Conference speaker' },
                }),
              ],
              lastEvaluatedKey: 'next',
            });
      }),
    );
    renderAdmin('/app/admin/users/user-1?tab=activity', page);
    expect(
      await screen.findByRole('heading', { name: 'Subscription changed by an admin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('By root@example.com')).toBeInTheDocument();
    expect(screen.getByText('"Conference speaker"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeInTheDocument();
    expect(asked.map((q) => [q.get('subjectId'), q.get('lastEvaluatedKey')])).toEqual([
      ['user-1', null],
      ['user-1', 'next'],
    ]);
  });

  it('signs the person out everywhere with a reason, refusing a blank one before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/users/user-1`, () => HttpResponse.json(trialing)),
      http.post(`${API}/users/user-1/sessions/end`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(trialing);
      }),
    );
    renderAdmin('/app/admin/users/user-1', page);
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    await userEvent.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    expect(dialog).toHaveTextContent('For ada@example.com.');
    const confirm = within(dialog).getByRole('button', { name: 'Sign out everywhere' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a reason for this action');
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Lost phone');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ reason: 'Lost phone' }]);
    expect(await screen.findByText('ada@example.com was signed out on every device')).toBeInTheDocument();
  });

  it('says where to end the sessions when people sign in through the organization’s provider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/users/user-1`, () => HttpResponse.json(trialing)),
      http.post(`${API}/users/user-1/sessions/end`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'CONFLICT',
              message: 'managed elsewhere',
              details: { reason: 'sessions_managed_elsewhere' },
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderAdmin('/app/admin/users/user-1', page);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left the company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'People sign in through your organization’s identity provider: end this person’s sessions there.',
    );
  });

  it('says "User not found" for an id nobody has', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API}/users/user-1`, () => refusal(404)));
    renderAdmin('/app/admin/users/user-1', page);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^User not found$/);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says the details failed to load on any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API}/users/user-1`, () => refusal(500)));
    renderAdmin('/app/admin/users/user-1', page);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load user details. Please try again.'),
    );
  });
});
