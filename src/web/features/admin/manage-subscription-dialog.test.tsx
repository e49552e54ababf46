import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../../components/ui/button.tsx';
import { draftToBody, useManageDialog, type ManageDraft } from './manage-subscription-dialog.tsx';
import { API, refusal, userDetail } from './testing/fixtures.ts';
import { renderAdmin } from './testing/render.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Opener() {
  const manage = useManageDialog();
  return (
    <>
      <Button
        onClick={(e) =>
          manage.openFor({
            userId: 'user-1',
            email: 'ada@example.com',
            tier: 'basic',
            returnFocus: e.currentTarget,
          })
        }
      >
        Manage Ada
      </Button>
      {manage.dialog}
    </>
  );
}

function sent() {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/users/user-1/subscription`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(userDetail({ tier: 'pro', status: 'trialing' }));
    }),
  );
  return bodies;
}

async function open() {
  renderAdmin('/app/admin/users', [{ path: '/app/admin/users', element: <Opener /> }]);
  await userEvent.click(screen.getByRole('button', { name: 'Manage Ada' }));
  return screen.findByRole('dialog', { name: 'Manage Subscription' });
}

describe('manage subscription', () => {
  it('refuses a blank reason before sending anything', async () => {
    const bodies = sent();
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a reason for this action');
    expect(bodies).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('grants a 30-day Pro trial by default, with the reason, then closes and gives focus back', async () => {
    const bodies = sent();
    const dialog = await open();
    expect(within(dialog).getByRole('radio', { name: 'Grant trial' })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: /Trial length/ })).toHaveValue(30);
    expect(within(dialog).getByRole('combobox', { name: 'Trial tier' })).toHaveValue('pro');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Conference speaker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { action: 'grant_trial', tier: 'pro', trialDays: 30, reason: 'Conference speaker' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manage Ada' })).toHaveFocus());
  });

  it('sends a tier change as "upgrade"', async () => {
    const bodies = sent();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Change tier' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'New tier' }), 'Enterprise');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Signed the team contract');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ action: 'upgrade', tier: 'enterprise', reason: 'Signed the team contract' }]),
    );
  });

  it('says the change failed, and keeps the dialog open to try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(`${API}/users/user-1/subscription`, () => refusal(500)));
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cancel subscription' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to modify subscription. Please try again.',
    );
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the request for a draft (spec §5)', () => {
  const draft: ManageDraft = {
    action: 'grant_trial',
    trialDays: '30',
    trialTier: 'pro',
    tier: 'basic',
    reason: 'Why',
  };

  it('needs a reason that is not blank', () => {
    expect(draftToBody({ ...draft, reason: '' })).toBe('reason');
    expect(draftToBody({ ...draft, reason: ' \n\t ' })).toBe('reason');
    expect(draftToBody({ ...draft, action: 'cancel', reason: ' ' })).toBe('reason');
  });

  it('takes trial days from 1 to 365, whole', () => {
    expect(draftToBody({ ...draft, trialDays: '1' })).toMatchObject({ trialDays: 1 });
    expect(draftToBody({ ...draft, trialDays: '365' })).toMatchObject({ trialDays: 365 });
    for (const days of ['0', '366', '2.5', '', 'abc'])
      expect(draftToBody({ ...draft, trialDays: days })).toBe('trialDays');
  });

  it('trims the reason and sends only what the action needs', () => {
    expect(draftToBody({ ...draft, action: 'reactivate', reason: '  Paid by invoice  ' })).toEqual({
      action: 'reactivate',
      reason: 'Paid by invoice',
    });
  });
});
