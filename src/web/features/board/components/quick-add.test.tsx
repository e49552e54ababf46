/**
 * The board's quick add with the real capture parser: what it understood shows as chips, and Enter
 * adds the task dated, in the quadrant the words chose, on the board they named.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { loadCaptureParser } from '../../capture/parser-loader.ts';
import { addDays, wallClock } from '../due-dates.ts';
import { prepareDom, renderBoard } from '../testing/board-harness.tsx';

const server = setupServer();
let restore: () => void;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  restore = prepareDom();
  await loadCaptureParser();
});
afterEach(() => {
  server.resetHandlers();
  for (const t of getToasts()) dismissToast(t.id);
});
afterAll(() => {
  server.close();
  restore();
});

const today = wallClock(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;

describe('quick add with chips', () => {
  it('adds a dated task where the words put it', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, []);
    const schedule = await screen.findByRole('region', { name: '2 Schedule' });
    const field = within(schedule).getByRole('textbox', { name: 'Add a task to Schedule' });
    await user.type(field, 'Call mum tomorrow at 5pm');
    const chips = within(schedule).getByRole('list', { name: 'Understood' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tomorrow 5:00 PM', '→ Do First · due tomorrow → urgent']);
    await user.keyboard('{Enter}');

    expect(field).toHaveValue('');
    const doFirst = screen.getByRole('region', { name: '1 Do First' });
    expect(within(doFirst).getByRole('listitem', { name: 'Call mum' })).toBeInTheDocument();
    await waitFor(() => expect(fake.tasks.size).toBe(1));
    expect([...fake.tasks.values()][0]).toMatchObject({
      title: 'Call mum',
      quadrant: 1,
      dueDate: addDays(today, 1),
      dueTime: '17:00',
    });
  });

  it('a removed chip leaves its words in the title and the task where the field is', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, []);
    const schedule = await screen.findByRole('region', { name: '2 Schedule' });
    const field = within(schedule).getByRole('textbox', { name: 'Add a task to Schedule' });
    await user.type(field, 'Read Catch-22 tomorrow');
    await user.click(within(schedule).getByRole('button', { name: /^Remove Tomorrow/ }));
    expect(within(schedule).queryByRole('list', { name: 'Understood' })).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.tasks.size).toBe(1));
    expect([...fake.tasks.values()][0]).toMatchObject({
      title: 'Read Catch-22 tomorrow',
      quadrant: 2,
      dueDate: null,
    });
  });

  it('the shortcuts help lists the global quick add keys', async () => {
    const user = userEvent.setup();
    renderBoard(server, []);
    await user.click(await screen.findByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const term = within(dialog).getByText('Quick add (anywhere)');
    expect(term.nextElementSibling).toHaveTextContent('qn');
  });
});
