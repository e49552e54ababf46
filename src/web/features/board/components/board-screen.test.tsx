import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCaptureParser } from '../../capture/parser-loader.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { isBoardView } from '../paths.ts';
import { createFakeApi, fakeApiHandlers, type FakeApi } from '../../workspace/testing/fake-api.ts';
import { BoardScreen } from './board-screen.tsx';
import '../i18n.ts';

const server = setupServer();
let fake: FakeApi;

// Node's fetch needs absolute URLs; the app calls same-origin paths as a browser does.
const realFetch = globalThis.fetch;
// Quick add waits for the capture parser on first use (use-held-submits.ts); these tests
// are about the board, so the parser is there from the start, as after a session's first add.
beforeAll(() => loadCaptureParser());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const patchedFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patchedFetch(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  // jsdom lays nothing out; give scroll containers a size so the virtualizer renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  globalThis.fetch = realFetch;
});


function Screen() {
  const { boardId = 'pool', view } = useParams();
  return <BoardScreen boardId={boardId} view={isBoardView(view) ? view : 'matrix'} />;
}

function BoardRoutes({ at }: { at: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/app/board/:boardId/:view', Component: Screen }], { initialEntries: [at] }),
  );
  return <RouterProvider router={router} />;
}

function renderBoard(tasks: Task[], at = '/app/board/pool/matrix') {
  fake = createFakeApi(tasks);
  server.use(...fakeApiHandlers(fake));
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <BoardRoutes at={at} />
      <Toaster />
    </QueryClientProvider>,
  );
}

function quadrant(name: string) {
  return screen.getByRole('region', { name });
}
function titlesIn(name: string): string[] {
  return within(quadrant(name))
    .queryAllByRole('listitem')
    .map((el) => el.getAttribute('aria-label') ?? '');
}

const A = makeTask({ id: testId(1), title: 'Alpha', poolOrder: 'a0' });
const B = makeTask({ id: testId(2), title: 'Bravo', poolOrder: 'a1' });
const C = makeTask({ id: testId(3), title: 'Charlie', poolOrder: 'a2' });

describe('board', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('shows the four quadrants with their open-task counts', async () => {
    renderBoard([A, B, makeTask({ id: testId(4), title: 'Done', completed: true })]);
    await screen.findByRole('listitem', { name: 'Alpha' });
    for (const name of ['1 Do First', '2 Schedule', '3 Delegate', '4 Delete'])
      expect(quadrant(name)).toBeInTheDocument();
    // Seen as "2 open", heard as "2 open tasks".
    expect(within(quadrant('1 Do First')).getByText('2 open')).toBeInTheDocument();
    expect(within(quadrant('1 Do First')).getByText('2 open tasks')).toHaveClass('sr-only');
  });

  it('quick add shows the task at once, at the top, and keeps the field focused', async () => {
    const user = userEvent.setup();
    renderBoard([A]);
    await screen.findByRole('listitem', { name: 'Alpha' });
    let open!: () => void;
    fake.gate = new Promise((resolve) => (open = resolve));
    const field = screen.getByRole('textbox', { name: 'Add a task to Do First' });
    await user.type(field, 'Buy milk{Enter}');
    expect(titlesIn('1 Do First')).toEqual(['Buy milk', 'Alpha']);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    act(() => open());
    await waitFor(() => expect(fake.tasks.size).toBe(2));
    expect(titlesIn('1 Do First')).toEqual(['Buy milk', 'Alpha']);
  });

  it('quick add ignores an empty title', async () => {
    const user = userEvent.setup();
    renderBoard([A]);
    await screen.findByRole('listitem', { name: 'Alpha' });
    await user.type(screen.getByRole('textbox', { name: 'Add a task to Schedule' }), '   {Enter}');
    expect(fake.calls).toEqual([]);
  });

  it('rolls a refused add back and says why (plan limit)', async () => {
    const user = userEvent.setup();
    renderBoard([A]);
    await screen.findByRole('listitem', { name: 'Alpha' });
    fake.refuseCreates = true;
    await user.type(screen.getByRole('textbox', { name: 'Add a task to Do First' }), 'One too many{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Free plan includes 100 open tasks');
    expect(titlesIn('1 Do First')).toEqual(['Alpha']);
  });

  it('keys 1–4 move the focused task to the top of that quadrant; focus follows it', async () => {
    const user = userEvent.setup();
    renderBoard([A, B, makeTask({ id: testId(5), title: 'Echo', quadrant: 2, poolOrder: 'a0' })]);
    const card = await screen.findByRole('listitem', { name: 'Alpha' });
    card.focus();
    await user.keyboard('2');
    expect(titlesIn('2 Schedule')).toEqual(['Alpha', 'Echo']);
    expect(titlesIn('1 Do First')).toEqual(['Bravo']);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Alpha' })).toHaveFocus());
    expect(screen.getByText('Moved "Alpha" to Schedule, position 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.at(-1)).toMatchObject({
        path: `/api/tasks/${A.id}/move`,
        body: { quadrant: 2, boardId: 'pool' },
      }),
    );
  });

  it('ArrowDown moves the focused task one place down and keeps focus on it', async () => {
    const user = userEvent.setup();
    renderBoard([A, B, C]);
    (await screen.findByRole('listitem', { name: 'Alpha' })).focus();
    await user.keyboard('{ArrowDown}');
    expect(titlesIn('1 Do First')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Alpha' })).toHaveFocus());
    await waitFor(() => expect(fake.tasks.get(A.id)?.poolOrder).not.toBe('a0'));
    const stored = fake.tasks.get(A.id)?.poolOrder ?? '';
    expect(stored > 'a1' && stored < 'a2').toBe(true);
  });

  it('Delete removes the task at once; Undo restores it', async () => {
    const user = userEvent.setup();
    renderBoard([A, B]);
    (await screen.findByRole('listitem', { name: 'Alpha' })).focus();
    await user.keyboard('{Delete}');
    expect(titlesIn('1 Do First')).toEqual(['Bravo']);
    const toast = await screen.findByText('Deleted');
    await waitFor(() => expect(fake.deleted.has(A.id)).toBe(true));
    await user.click(within(toast.parentElement ?? document.body).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titlesIn('1 Do First')).toEqual(['Alpha', 'Bravo']));
    await waitFor(() => expect(fake.tasks.has(A.id)).toBe(true));
  });

  it('F2 edits the title in place; Escape cancels, Enter saves', async () => {
    const user = userEvent.setup();
    renderBoard([A]);
    (await screen.findByRole('listitem', { name: 'Alpha' })).focus();
    await user.keyboard('{F2}');
    await user.type(screen.getByRole('textbox', { name: 'Edit task title' }), 'zzz{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit task title' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Alpha' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Alpha' })).toHaveFocus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'Edit task title' });
    await user.clear(input);
    await user.type(input, 'Alpha two{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Alpha two' })).toBeInTheDocument();
    await waitFor(() => expect(fake.tasks.get(A.id)?.title).toBe('Alpha two'));
  });

  it('a title saved with Enter gives focus back to its note, unless the person has moved on', async () => {
    renderBoard([A, B]);
    const alpha = await screen.findByRole('listitem', { name: 'Alpha' });
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'F2' });
    const input = screen.getByRole('textbox', { name: 'Edit task title' });
    fireEvent.change(input, { target: { value: 'Alpha two' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // Before the next frame, the person goes to the next note and starts editing it.
    const bravo = screen.getByRole('listitem', { name: 'Bravo' });
    bravo.focus();
    fireEvent.keyDown(bravo, { key: 'F2' });
    const next = screen.getByRole('textbox', { name: 'Edit task title' });
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    expect(next).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Edit task title' })).toHaveValue('Bravo');
    await waitFor(() => expect(fake.tasks.get(A.id)?.title).toBe('Alpha two'));
  });

  it('the checkbox completes a task, which then counts no more', async () => {
    const user = userEvent.setup();
    renderBoard([A, B]);
    await screen.findByRole('listitem', { name: 'Alpha' });
    await user.click(screen.getByRole('checkbox', { name: 'Complete Alpha' }));
    expect(within(quadrant('1 Do First')).getByText('1 open task')).toBeInTheDocument();
    expect(titlesIn('1 Do First')).toEqual(['Bravo', 'Alpha']);
  });

  it('? opens the keyboard shortcuts, which list the card commands', async () => {
    const user = userEvent.setup();
    renderBoard([A]);
    (await screen.findByRole('listitem', { name: 'Alpha' })).focus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Move to Schedule')).toBeInTheDocument();
    expect(within(dialog).getByText('Move down')).toBeInTheDocument();
  });

  it('the list view groups by quadrant and sorts by due date', async () => {
    const user = userEvent.setup();
    renderBoard(
      [
        makeTask({ id: testId(1), title: 'Later', poolOrder: 'a0', dueDate: '2026-03-01' }),
        makeTask({ id: testId(2), title: 'Sooner', poolOrder: 'a1', dueDate: '2026-02-01' }),
        makeTask({ id: testId(3), title: 'Undated', poolOrder: 'a2' }),
      ],
      '/app/board/pool/list',
    );
    await screen.findByRole('listitem', { name: 'Later' });
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
    expect(titlesIn('1 Do First')).toEqual(['Later', 'Sooner', 'Undated']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'due');
    await waitFor(() => expect(titlesIn('1 Do First')).toEqual(['Sooner', 'Later', 'Undated']));
  });

  it('says so when the board does not exist', async () => {
    fake = createFakeApi([]);
    server.use(...fakeApiHandlers(fake));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BoardRoutes at={`/app/board/${testId(77)}/matrix`} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Board not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Inbox' })).toHaveAttribute(
      'href',
      '/app/board/pool/matrix',
    );
  });
});
