import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { prepareDom } from '../../board/testing/board-harness.tsx';
import { makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { renderCalendarBoard } from '../testing/calendar-harness.tsx';

const server = setupServer();
let restore: () => void;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  restore = prepareDom();
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  restore();
});

const AT = '/app/board/pool/calendar?date=2030-03-15';
const rent = makeTask({ id: testId(1), title: 'Pay rent', quadrant: 1, color: 'red', dueDate: '2030-03-10' });
const call = makeTask({
  id: testId(2),
  title: 'Call Sam',
  quadrant: 2,
  dueDate: '2030-03-10',
  dueTime: '09:00',
});
const book = makeTask({ id: testId(3), title: 'Read a book', quadrant: 3 });
const done = makeTask({
  id: testId(4),
  title: 'Old thing',
  quadrant: 4,
  dueDate: '2030-03-10',
  completed: true,
});
const cell = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!;

describe('the month', () => {
  it('shows tasks on their days with their quadrant in words, and the tray holds the undated', async () => {
    renderCalendarBoard(server, [rent, call, book, done], AT);
    expect(await screen.findByRole('heading', { name: 'March 2030' })).toBeInTheDocument();
    const tenth = within(cell('2030-03-10'));
    expect(tenth.getByRole('button', { name: 'Pay rent, quadrant 1, Do First' })).toBeInTheDocument();
    expect(tenth.getByRole('button', { name: /^Call Sam, quadrant 2, Schedule, 9:00/ })).toBeInTheDocument();
    expect(tenth.getByRole('button', { name: /^Old thing, .*completed$/ })).toBeInTheDocument();
    const tray = screen.getByRole('region', { name: 'Unscheduled (1)' });
    expect(within(tray).getByRole('button', { name: /^Read a book,/ })).toBeInTheDocument();
  });

  it('moves a focused task a day with Alt+ArrowRight and writes the new date', async () => {
    const { fake } = renderCalendarBoard(server, [rent], AT);
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: /^Pay rent,/ })).focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() =>
      expect(within(cell('2030-03-11')).getByRole('button', { name: /^Pay rent,/ })).toHaveFocus(),
    );
    await waitFor(() => expect(fake.tasks.get(rent.id)?.dueDate).toBe('2030-03-11'));
    // The live region alternates a trailing no-break space so that a repeat is spoken again.
    const spoken = screen.getAllByRole('status').map((el) => el.textContent?.trim());
    expect(spoken).toContain('“Pay rent” moved to Monday, March 11, 2030');
  });

  it('gives an undated task a date and a time through "Move to date"', async () => {
    const { fake } = renderCalendarBoard(server, [book], AT);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move “Read a book” to a date' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Read a book”' });
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2030-03-20');
    await user.type(within(dialog).getByLabelText('Time'), '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(fake.tasks.get(book.id)).toMatchObject({ dueDate: '2030-03-20', dueTime: '14:30' }),
    );
    expect(within(cell('2030-03-20')).getByRole('button', { name: /^Read a book,/ })).toBeInTheDocument();
  });

  it('hides completed tasks when the board does, and shows "+N more" for a crowded day', async () => {
    const crowd = [1, 2, 3, 4, 5].map((n) =>
      makeTask({ id: testId(10 + n), title: `Errand ${n}`, dueDate: '2030-03-12', poolOrder: `a${n}` }),
    );
    renderCalendarBoard(server, [done, ...crowd], `${AT}&completed=hide`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'March 2030' });
    expect(screen.queryByRole('button', { name: /^Old thing,/ })).toBeNull();
    const twelfth = within(cell('2030-03-12'));
    expect(twelfth.getAllByRole('button', { name: /^Errand/ })).toHaveLength(3);
    await user.click(twelfth.getByRole('button', { name: '2 more tasks on Tuesday, March 12, 2030' }));
    const dialog = screen.getByRole('dialog', { name: 'Tuesday, March 12, 2030' });
    expect(within(dialog).getAllByRole('button', { name: /^Errand/ })).toHaveLength(5);
  });

  it('keeps the place in the URL and opens a task on click', async () => {
    const { opened } = renderCalendarBoard(server, [rent], AT);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2030' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('date=2030-04-15');
    await user.click(screen.getByRole('button', { name: 'Week', pressed: false }));
    expect(screen.getByTestId('url')).toHaveTextContent('cal=week');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByTestId('url')).toHaveTextContent('date=2030-04-08');
    await user.click(screen.getByRole('button', { name: 'Month', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: /^Pay rent,/ }));
    expect(opened).toEqual([rent.id]);
  });
});

describe('the week', () => {
  it('puts timed tasks in their half-hour slot and all-day ones on top; Alt+Down moves half an hour', async () => {
    const { fake } = renderCalendarBoard(server, [rent, call], `${AT}&cal=week&date=2030-03-10`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /Mar 10\s–\s16, 2030/ });
    const allDay = document.querySelector('td[data-date="2030-03-10"][data-time="all-day"]')!;
    expect(within(allDay as HTMLElement).getByRole('button', { name: /^Pay rent,/ })).toBeInTheDocument();
    const nine = document.querySelector<HTMLElement>('td[data-date="2030-03-10"][data-time="09:00"]')!;
    within(nine)
      .getByRole('button', { name: /^Call Sam,/ })
      .focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(fake.tasks.get(call.id)?.dueTime).toBe('09:30'));
    const half = document.querySelector<HTMLElement>('td[data-date="2030-03-10"][data-time="09:30"]')!;
    expect(within(half).getByRole('button', { name: /^Call Sam,/ })).toHaveFocus();
  });
});

describe('in the person’s language', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('starts French weeks on Monday and writes names in French', async () => {
    await changeLanguage('fr', { remember: false });
    renderCalendarBoard(server, [rent], AT);
    expect(await screen.findByRole('heading', { name: 'mars 2030' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers[0]).toBe('lun.');
    expect(headers[6]).toBe('dim.');
    expect(screen.getByRole('button', { name: "Pay rent, quadrant 1, À faire d'abord" })).toBeInTheDocument();
  });
});
