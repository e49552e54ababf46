/**
 * Issue 33's board, in the component: every move says where it went with Undo, Ctrl+Z undoes it
 * through a new write (and not inside a text field), focus never falls to the page when a note
 * leaves its list, a task added under a filter stays in sight, and an empty quadrant says why.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { loadCaptureParser } from '../../capture/parser-loader.ts';
import { history } from '../../workspace/history-store.ts';
import { makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { prepareDom, renderBoard } from '../testing/board-harness.tsx';

const server = setupServer();
let restore: () => void;
beforeAll(() => loadCaptureParser());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  restore = prepareDom();
});
beforeEach(() => {
  window.localStorage.clear();
  history.clear();
});
afterEach(() => {
  server.resetHandlers();
  for (const t of getToasts()) dismissToast(t.id);
});
afterAll(() => {
  server.close();
  restore();
});

const quadrant = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  within(quadrant(name))
    .queryAllByRole('listitem')
    .map((el) => el.getAttribute('aria-label'));
const toastText = () => getToasts().map((t) => t.message);

const call = makeTask({ id: testId(1), title: 'Call Ana', poolOrder: 'a0' });
const plan = makeTask({ id: testId(2), title: 'Plan the week', poolOrder: 'a1' });
const red = makeTask({ id: testId(3), title: 'Pay rent', color: 'red', poolOrder: 'a2' });

describe('undo on the board', () => {
  it('a key move says where it went; Ctrl+Z sends it back, Ctrl+Shift+Z again, focus on the note', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, [call, plan]);
    (await screen.findByRole('listitem', { name: 'Call Ana' })).focus();
    await user.keyboard('2');
    await waitFor(() => expect(toastText()).toEqual(['Moved to Schedule']));
    await waitFor(() => expect(fake.tasks.get(call.id)?.quadrant).toBe(2));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(titlesIn('1 Do First')).toEqual(['Call Ana', 'Plan the week']));
    await waitFor(() => expect(fake.tasks.get(call.id)).toMatchObject({ quadrant: 1, poolOrder: 'a0' }));
    expect(fake.calls.filter((c) => c.path.endsWith('/move'))).toHaveLength(2);
    await waitFor(() => expect(toastText()).toEqual(['Undone: Moved to Schedule']));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Call Ana' })).toHaveFocus());
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(titlesIn('2 Schedule')).toEqual(['Call Ana']));
  });

  it('the toast’s Undo undoes, and keeps focus on the toast, which now offers Redo', async () => {
    const user = userEvent.setup();
    renderBoard(server, [call]);
    await user.click(await screen.findByRole('checkbox', { name: 'Complete Call Ana' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await user.click(undo);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Complete Call Ana' })).not.toBeChecked(),
    );
    const redo = await screen.findByRole('button', { name: 'Redo' });
    expect(redo).toHaveFocus();
  });

  it('in a text field Ctrl+Z is the field’s own: nothing on the board is undone', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, [call]);
    (await screen.findByRole('listitem', { name: 'Call Ana' })).focus();
    await user.keyboard('3');
    await waitFor(() => expect(fake.tasks.get(call.id)?.quadrant).toBe(3));
    await user.click(screen.getByRole('textbox', { name: 'Add a task to Do First' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(titlesIn('3 Delegate')).toEqual(['Call Ana']);
    expect(history.canUndo()).toBe(true);
  });

  it('with nothing to undo, Ctrl+Z says so', async () => {
    const user = userEvent.setup();
    renderBoard(server, [call]);
    (await screen.findByRole('listitem', { name: 'Call Ana' })).focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(toastText()).toEqual(['Nothing to undo']));
  });
});

describe('focus after a note leaves its list', () => {
  it('deleting the last note of a quadrant puts focus in its quick add', async () => {
    const user = userEvent.setup();
    renderBoard(server, [call]);
    (await screen.findByRole('listitem', { name: 'Call Ana' })).focus();
    await user.keyboard('{Delete}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Add a task to Do First' })).toHaveFocus(),
    );
  });

  it('completing a note while completed ones are hidden hands focus to the next note', async () => {
    const user = userEvent.setup();
    renderBoard(server, [call, plan], '/app/board/pool/matrix?completed=hide');
    (await screen.findByRole('listitem', { name: 'Call Ana' })).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(titlesIn('1 Do First')).toEqual(['Plan the week']));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Plan the week' })).toHaveFocus());
  });
});

describe('a task added under a filter', () => {
  it('stays in sight, marked as outside the filter, until the filter changes', async () => {
    const user = userEvent.setup();
    renderBoard(server, [red], '/app/board/pool/matrix?color=red');
    const field = await screen.findByRole('textbox', { name: 'Add a task to Do First' });
    await user.type(field, 'Buy stamps{Enter}');
    const added = await screen.findByRole('listitem', { name: 'Buy stamps' });
    expect(within(added).getByText('Outside the filter')).toBeVisible();
    expect(added).toHaveAccessibleDescription(/Outside the filter/);
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Blue' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Buy stamps' })).not.toBeInTheDocument(),
    );
  });
});

describe('empty quadrants', () => {
  it('say why they are empty: nothing yet, hidden by the filter, or all done', async () => {
    renderBoard(
      server,
      [red, { ...plan, quadrant: 2, completed: true, completedAt: '2026-01-02T00:00:00.000Z' }],
      '/app/board/pool/matrix?color=blue&completed=hide',
    );
    await screen.findByRole('region', { name: '1 Do First' });
    expect(within(quadrant('1 Do First')).getByText('1 task here is hidden by the filter.')).toBeVisible();
    expect(
      within(quadrant('3 Delegate')).getByText('Nothing here yet. Add a task above, or move one here.'),
    ).toBeVisible();
    await act(async () => {});
  });
});
