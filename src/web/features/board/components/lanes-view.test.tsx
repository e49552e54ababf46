/**
 * The lanes view and "Move to…" (issue 10, phone and touch): the tab strip names each quadrant
 * with its count, follows the lanes' scroll and chooses a lane with arrow keys, Home and End;
 * "Move to…" (a note's button or its M key) puts a task at the top of a quadrant or sends it to
 * another board, says so in the live region and gives focus back to the note.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCaptureParser } from '../../capture/parser-loader.ts';
import { makeBoard, makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { closeMoveTo } from '../move-to-store.ts';
import { prepareDom, renderBoard } from '../testing/board-harness.tsx';

const server = setupServer();
let restore: () => void;
const scrolledTo: number[] = [];
beforeAll(() => loadCaptureParser());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  restore = prepareDom();
  // jsdom has no element scrolling: record where the lanes were asked to go.
  HTMLElement.prototype.scrollTo = function scrollTo(options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.left !== undefined) scrolledTo.push(options.left);
  };
});
afterEach(() => {
  server.resetHandlers();
  closeMoveTo();
});
afterAll(() => {
  server.close();
  restore();
});
beforeEach(() => {
  window.localStorage.clear();
  scrolledTo.length = 0;
});

const HOME = makeBoard({ id: testId(90), name: 'Home' });
const WORK = makeBoard({ id: testId(91), name: 'Work', order: 'a1' });
const alpha = makeTask({ id: testId(1), title: 'Alpha', poolOrder: 'a0' });
const bravo = makeTask({ id: testId(2), title: 'Bravo', poolOrder: 'a1' });
const echo = makeTask({ id: testId(3), title: 'Echo', quadrant: 2, poolOrder: 'a0' });

const region = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  within(region(name))
    .queryAllByRole('listitem')
    .map((el) => el.getAttribute('aria-label'));
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('lanes', () => {
  it('name each quadrant and its open count in a tab strip, each tab controlling its lane', async () => {
    renderBoard(server, [alpha, bravo, echo], '/app/board/pool/lanes');
    await screen.findByRole('listitem', { name: 'Alpha' });
    const tabs = within(screen.getByRole('tablist', { name: 'Quadrants' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      '1 Do First2 open2 open tasks',
      '2 Schedule1 open1 open task',
      '3 Delegate0 open0 open tasks',
      '4 Delete0 open0 open tasks',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: /^2 Schedule/ });
    expect(tabs[1]).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('region', { name: '2 Schedule' })).toBeInTheDocument();
  });

  it('arrow keys, Home and End choose a lane, move focus and scroll to it', async () => {
    const user = userEvent.setup();
    renderBoard(server, [alpha], '/app/board/pool/lanes');
    await screen.findByRole('listitem', { name: 'Alpha' });
    tab(/^1 Do First/).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/^2 Schedule/)).toHaveFocus();
    expect(tab(/^2 Schedule/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(/^4 Delete/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(/^1 Do First/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(tab(/^1 Do First/)).toHaveFocus();
    // prepareDom makes every element 400 px wide: lane n starts at (n - 1) × 400.
    expect(scrolledTo).toEqual([400, 1200, 0, 1200, 0]);
  });

  it('the tab strip follows the lanes when they are swiped', async () => {
    renderBoard(server, [alpha], '/app/board/pool/lanes');
    await screen.findByRole('listitem', { name: 'Alpha' });
    const scroller = region('3 Delegate').closest('[data-lanes-scroller]');
    if (!(scroller instanceof HTMLElement)) throw new Error('no lanes');
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, get: () => 790 });
    fireEvent.scroll(scroller);
    expect(tab(/^3 Delegate/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^1 Do First/)).toHaveAttribute('aria-selected', 'false');
  });
});

describe('Move to…', () => {
  it('M on a note opens it; a quadrant puts the task first there, says so, and focus returns', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, [alpha, bravo, echo]);
    const note = await screen.findByRole('listitem', { name: 'Alpha' });
    note.focus();
    await user.keyboard('m');
    const dialog = screen.getByRole('dialog', { name: 'Move "Alpha" to…' });
    expect(within(dialog).getByRole('button', { name: /^1 Do First/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: /^2 Schedule/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titlesIn('2 Schedule')).toEqual(['Alpha', 'Echo']);
    expect(screen.getByText('Moved "Alpha" to Schedule, position 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Alpha' })).toHaveFocus());
    await waitFor(() =>
      expect(fake.calls.at(-1)).toMatchObject({ path: `/api/tasks/${alpha.id}/move`, body: { quadrant: 2 } }),
    );
  });

  it('from the Inbox, a board takes the task (it leaves the Inbox)', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, [alpha, bravo]);
    fake.boards = [HOME, WORK];
    await screen.findByRole('listitem', { name: 'Alpha' });
    await user.click(screen.getByRole('button', { name: 'Move Alpha to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Alpha" to…' });
    // From the Inbox, "also add" would mean the same as "move": only Move is offered.
    expect(within(dialog).queryByRole('button', { name: /^Also add/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move to Home' }));
    expect(screen.getByText('Added "Alpha" to the board Home')).toBeInTheDocument();
    await waitFor(() => expect(fake.tasks.get(alpha.id)?.boards.map((b) => b.boardId)).toEqual([HOME.id]));
    expect(titlesIn('1 Do First')).toEqual(['Bravo']);
  });

  it('on a board, Move takes the task off it and Also add keeps it there too', async () => {
    const user = userEvent.setup();
    const onHome = (task: typeof alpha) => ({
      ...task,
      boards: [{ boardId: HOME.id, order: task.poolOrder }],
    });
    const { fake } = renderBoard(server, [onHome(alpha), onHome(bravo)], `/app/board/${HOME.id}/matrix`);
    fake.boards = [HOME, WORK];
    await screen.findByRole('listitem', { name: 'Alpha' });

    await user.click(screen.getByRole('button', { name: 'Move Bravo to…' }));
    await user.click(screen.getByRole('button', { name: 'Also add to Work' }));
    expect(screen.getByText('Added "Bravo" to the board Work')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.tasks.get(bravo.id)?.boards.map((b) => b.boardId)).toEqual([HOME.id, WORK.id]),
    );
    expect(titlesIn('1 Do First')).toEqual(['Alpha', 'Bravo']);

    await user.click(screen.getByRole('button', { name: 'Move Alpha to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Alpha" to…' });
    expect(within(dialog).queryByText('Home')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move to Work' }));
    expect(screen.getByText('Moved "Alpha" to the board Work')).toBeInTheDocument();
    await waitFor(() => expect(fake.tasks.get(alpha.id)?.boards.map((b) => b.boardId)).toEqual([WORK.id]));
    expect(titlesIn('1 Do First')).toEqual(['Bravo']);

    await user.click(screen.getByRole('button', { name: 'Move Bravo to…' }));
    expect(within(screen.getByRole('dialog')).getByText('On this board')).toBeInTheDocument();
  });
});

describe('the view switcher', () => {
  it('offers Lanes, and a view picked there is remembered as the default', async () => {
    const user = userEvent.setup();
    renderBoard(server, [alpha]);
    await screen.findByRole('listitem', { name: 'Alpha' });
    const views = screen.getByRole('navigation', { name: 'View' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Matrix', 'Lanes', 'List', 'Calendar']);
    await user.click(within(views).getByRole('link', { name: 'Lanes' }));
    expect(await screen.findByRole('tablist', { name: 'Quadrants' })).toBeInTheDocument();
    expect(window.localStorage.getItem('boardView')).toBe('lanes');
  });
});
