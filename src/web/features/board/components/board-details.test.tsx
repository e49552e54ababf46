import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCaptureParser } from '../../capture/parser-loader.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { makeAttachment, makeChecklistItem, makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { addDays, wallClock } from '../due-dates.ts';
import { readLastBoard, rememberLastBoard } from '../last-board.ts';
import { prepareDom, renderBoard } from '../testing/board-harness.tsx';

const server = setupServer();
let restore: () => void;
// Quick add waits for the capture parser on first use (use-held-submits.ts); these tests
// are about the board, so the parser is there from the start, as after a session's first add.
beforeAll(() => loadCaptureParser());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  restore = prepareDom();
});
afterEach(() => {
  server.resetHandlers();
  for (const t of getToasts()) dismissToast(t.id);
});
afterAll(() => {
  server.close();
  restore();
});
beforeEach(() => window.localStorage.clear());

const today = wallClock(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;
const quadrant = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  within(quadrant(name))
    .queryAllByRole('listitem')
    .map((el) => el.getAttribute('aria-label'));
const url = () => screen.getByTestId('url').textContent;

const late = makeTask({
  id: testId(1),
  title: 'Pay rent',
  color: 'red',
  dueDate: addDays(today, -2),
  poolOrder: 'a0',
});
const soon = makeTask({
  id: testId(2),
  title: 'Call Sam',
  color: 'blue',
  dueDate: addDays(today, 1),
  description: '<p>About the lease</p>',
  poolOrder: 'a1',
});
const undated = makeTask({ id: testId(3), title: 'Read a book', color: 'red', poolOrder: 'a2' });

describe('notes', () => {
  it('show the due day in words, overdue with its name, and a description marker', async () => {
    renderBoard(server, [late, soon, undated]);
    const overdue = await screen.findByRole('listitem', { name: 'Pay rent' });
    expect(overdue).toHaveAccessibleDescription(/^Overdue: Due \w{3}, \w{3} \d+\.$/);
    expect(within(overdue).getByText(/^\w{3}, \w{3} \d+/)).toBeInTheDocument();
    const tomorrow = screen.getByRole('listitem', { name: 'Call Sam' });
    expect(tomorrow).toHaveAccessibleDescription('Due Tomorrow. Has a description.');
    expect(screen.getByRole('listitem', { name: 'Read a book' })).toHaveAccessibleDescription('');
  });

  it('show checklist progress and attachments as an icon, short text and a spoken sentence', async () => {
    const checklist = [
      makeChecklistItem({ id: testId(10), taskId: undated.id, done: true, order: 'a0' }),
      makeChecklistItem({ id: testId(11), taskId: undated.id, order: 'a1' }),
      makeChecklistItem({ id: testId(12), taskId: undated.id, done: true, order: 'a2' }),
    ];
    const attachments = [
      makeAttachment({ id: testId(20), taskId: undated.id }),
      makeAttachment({ id: testId(21), taskId: undated.id, name: 'plan.pdf' }),
    ];
    renderBoard(server, [undated], '/app/board/pool/matrix', { checklist, attachments });
    const card = await screen.findByRole('listitem', { name: 'Read a book' });
    await waitFor(() =>
      expect(card).toHaveAccessibleDescription('2 of 3 checklist items done. 2 attachments.'),
    );
    expect(within(card).getByText('2/3')).toBeInTheDocument();
  });

  it('are not faded when completed: the title is struck through in an AA ink', async () => {
    renderBoard(
      server,
      [makeTask({ id: testId(4), title: 'Done thing', completed: true })],
      '/app/board/pool/list',
    );
    const card = await screen.findByRole('listitem', { name: 'Done thing' });
    expect(card.className).not.toMatch(/opacity/);
    expect(within(card).getByText('Done thing')).toHaveClass('line-through', 'text-note-muted');
  });
});

describe('filters', () => {
  it('narrow by colour and due date, live in the URL, and the counts say "of"', async () => {
    const user = userEvent.setup();
    renderBoard(server, [late, soon, undated]);
    await screen.findByRole('listitem', { name: 'Pay rent' });
    expect(within(quadrant('1 Do First')).getByText('3 open')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Red' }));
    expect(titlesIn('1 Do First')).toEqual(['Pay rent', 'Read a book']);
    expect(url()).toContain('color=red');
    expect(within(quadrant('1 Do First')).getByText('2 of 3')).toBeInTheDocument();
    expect(within(quadrant('1 Do First')).getByText('2 of 3 open tasks shown')).toBeInTheDocument();

    await user.click(screen.getByRole('menuitemradio', { name: 'Overdue' }));
    expect(titlesIn('1 Do First')).toEqual(['Pay rent']);
    expect(url()).toContain('due=overdue');

    await user.click(screen.getByRole('menuitem', { name: 'Clear filters' }));
    expect(titlesIn('1 Do First')).toEqual(['Pay rent', 'Call Sam', 'Read a book']);
    expect(url()).toBe('/app/board/pool/matrix');
  });

  it('come from the URL, so a reload or a shared link shows the same board', async () => {
    renderBoard(server, [late, soon, undated], '/app/board/pool/matrix?due=none');
    await screen.findByRole('listitem', { name: 'Read a book' });
    expect(titlesIn('1 Do First')).toEqual(['Read a book']);
    expect(screen.getByRole('button', { name: 'Filter, 1 on' })).toBeInTheDocument();
  });
  it('turn off reordering, since places would count notes the person cannot see', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, [late, soon, undated], '/app/board/pool/matrix?color=red');
    (await screen.findByRole('listitem', { name: 'Pay rent' })).focus();
    await user.keyboard('{ArrowDown}');
    expect(titlesIn('1 Do First')).toEqual(['Pay rent', 'Read a book']);
    expect(fake.calls).toEqual([]);
  });
});

describe('refusals', () => {
  it('at the task limit: no "Added" is said, the adds roll back, and one toast counts them', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, [late]);
    await screen.findByRole('listitem', { name: 'Pay rent' });
    fake.refuseCreates = true;
    const field = screen.getByRole('textbox', { name: 'Add a task to Do First' });
    await user.type(field, 'One{Enter}Two{Enter}Three{Enter}');
    await waitFor(() => expect(fake.calls).toHaveLength(3));
    await waitFor(() => expect(titlesIn('1 Do First')).toEqual(['Pay rent']));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(/upgrade to Pro/);
    await waitFor(() => expect(alerts[0]).toHaveTextContent('3 times'));
    expect(screen.queryByText(/^Added/)).not.toBeInTheDocument();
  });

  it('an add the server keeps is announced once it is kept', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, [late]);
    await screen.findByRole('listitem', { name: 'Pay rent' });
    let open!: () => void;
    fake.gate = new Promise((resolve) => (open = resolve));
    await user.type(screen.getByRole('textbox', { name: 'Add a task to Do First' }), 'Water plants{Enter}');
    expect(screen.queryByText('Added "Water plants" to Do First')).not.toBeInTheDocument();
    act(() => open());
    expect(await screen.findByText('Added "Water plants" to Do First')).toBeInTheDocument();
  });

  it('a board refused at the Free limit leaves the person on their board, with one toast naming Pro', async () => {
    const user = userEvent.setup();
    rememberLastBoard('pool');
    const { boards } = renderBoard(server, [late], '/app/board/pool/matrix?color=red');
    await screen.findByRole('listitem', { name: 'Pay rent' });
    boards.refuse = true;
    await user.click(screen.getByRole('button', { name: 'Board: Inbox' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New board' }));
    await user.type(await screen.findByRole('textbox', { name: 'Board name' }), 'Sixth{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Free plan includes 5 boards.*Pro/);
    expect(url()).toBe('/app/board/pool/matrix?color=red');
    expect(screen.queryByRole('heading', { name: 'Board not found' })).not.toBeInTheDocument();
    expect(readLastBoard()).toBe('pool');
  });

  it('a board the server creates opens once it exists', async () => {
    const user = userEvent.setup();
    const { boards } = renderBoard(server, [late]);
    await screen.findByRole('listitem', { name: 'Pay rent' });
    await user.click(screen.getByRole('button', { name: 'Board: Inbox' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New board' }));
    await user.type(await screen.findByRole('textbox', { name: 'Board name' }), 'Launch{Enter}');
    expect(await screen.findByRole('button', { name: 'Board: Launch' })).toBeInTheDocument();
    expect(url()).toBe(`/app/board/${boards.created[0]?.id}/matrix`);
    await waitFor(() => expect(readLastBoard()).toBe(boards.created[0]?.id));
  });

  it('at the plan’s board limit, "New board" names the board and goes to the upgrade that creates it', async () => {
    const user = userEvent.setup();
    const { boards } = renderBoard(server, [late], '/app/board/pool/matrix', { boardLimit: 1 });
    await screen.findByRole('listitem', { name: 'Pay rent' });
    await user.click(screen.getByRole('button', { name: 'Board: Inbox' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New board' }));
    await user.type(screen.getByRole('textbox', { name: 'Board name' }), 'Launch{Enter}');
    await screen.findByRole('button', { name: 'Board: Launch' });

    await user.click(screen.getByRole('button', { name: 'Board: Launch' }));
    expect(screen.queryByRole('menuitem', { name: 'New board' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'New board (with Pro)' }));
    const dialog = screen.getByRole('dialog', { name: 'A new board with Pro' });
    expect(dialog).toHaveAccessibleDescription(/Your plan includes 1 boards\. .*upgrade to Pro/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Board name' }), 'Sixth & more');
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Pro' }));

    const next = new URL(url() ?? '', 'http://x');
    expect(next.pathname).toBe('/app/subscription');
    expect(next.searchParams.get('action')).toBe('create-board');
    expect(next.searchParams.get('board_name')).toBe('Sixth & more');
    expect(next.searchParams.get('board_id')).toMatch(/^[\w-]+$/);
    // Nothing is created before the payment: the refused board waits in the upgrade's address.
    expect(boards.created.map((b) => b.name)).toEqual(['Launch']);
  });

  it('a remembered board that no longer exists is forgotten', async () => {
    rememberLastBoard(testId(77));
    renderBoard(server, [late], `/app/board/${testId(77)}/matrix`);
    expect(await screen.findByRole('heading', { name: 'Board not found' })).toBeInTheDocument();
    expect(readLastBoard()).toBe('pool');
  });
});
