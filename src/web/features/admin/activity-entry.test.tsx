import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITY_ACTION_NAMES } from '../../../shared/activity.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { ActivityEntryView } from './activity-entry.tsx';
import { entry } from './testing/fixtures.ts';
import enAdmin from '../../locales/en/admin.json' with { type: 'json' };

const NOW = Date.parse('2026-12-07T12:05:00.000Z');

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

function show(over: Parameters<typeof entry>[0] = {}) {
  render(<ActivityEntryView entry={entry(over)} now={NOW} />);
  return screen.getByRole('article');
}

describe('an activity entry (spec §2)', () => {
  it('names a catalogue action in the reader’s language', async () => {
    expect(within(show({ action: 'user.login' })).getByRole('heading')).toHaveTextContent('Signed in');
    await changeLanguage('fr', { remember: false });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('reads an action it does not know by the spec’s rule: underscores as spaces, the first dot a colon', () => {
    const article = show({ action: 'billing.plan_paused.again', category: 'system' });
    expect(within(article).getByRole('heading')).toHaveTextContent('billing: plan paused.again');
  });

  it('has a name for every action of the catalogue', () => {
    const actions = enAdmin.actions as Record<string, Record<string, string>>;
    for (const action of ACTIVITY_ACTION_NAMES) {
      const [domain = '', verb = ''] = action.split('.');
      expect(actions[domain]?.[verb], action).toEqual(expect.any(String));
    }
  });

  it('shows the category badge, who acted and about whom, the IP, and the details as key and JSON lines', () => {
    const article = show({
      action: 'admin.subscription_modified',
      category: 'admin',
      actorId: 'admin-1',
      actorEmail: 'root@example.com',
      ipAddress: '203.0.113.9',
      details: { action: 'grant_trial', trialDays: 30, reason: 'Speaker', previous: { tier: 'basic' } },
    });
    const view = within(article);
    expect(view.getByText('Admin Actions')).toBeInTheDocument();
    expect(view.getByText('By root@example.com')).toBeInTheDocument();
    expect(view.getByText('About ada@example.com')).toBeInTheDocument();
    expect(view.getByText('IP 203.0.113.9')).toBeInTheDocument();
    const lines = view
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'action: "grant_trial"',
      'trialDays: 30',
      'reason: "Speaker"',
      'previous: {"tier":"basic"}',
    ]);
  });

  it('says "System" when nobody acted (a webhook, a job), and leaves out an unknown IP', () => {
    const article = show({
      action: 'subscription.updated',
      category: 'subscription',
      actorId: null,
      actorEmail: null,
    });
    expect(within(article).getByText('By System')).toBeInTheDocument();
    expect(within(article).queryByText(/^IP /)).not.toBeInTheDocument();
  });

  it('tells when, relative to now, with the exact time on hover', () => {
    const article = show({ timestamp: '2026-12-07T12:02:00.000Z' });
    const time = within(article).getByText('3 minutes ago');
    expect(time).toHaveAttribute('datetime', '2026-12-07T12:02:00.000Z');
    expect(time.getAttribute('title')).toMatch(/Dec 7, 2026/);
  });
});
