/**
 * The board route with its task sheet: the sheet follows `?task=` in the URL, opens from a note
 * (click, Enter), writes each field through the API as it changes, and gives focus back on close.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChecklistItem } from '../../../../shared/contracts/checklist.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import {
  createFakeApi,
  fakeApiHandlers,
  type FakeApi,
} from '../../../features/workspace/testing/fake-api.ts';
import { makeChecklistItem, makeTask, testId } from '../../../features/workspace/testing/fixtures.ts';
import BoardViewRoute from './board-view.tsx';

const server = setupServer();
let fake: FakeApi;
let router: ReturnType<typeof createMemoryRouter>;

const realFetch = globalThis.fetch;
beforeAll(async () => {
  // The sheet is a lazy chunk: load it once here so no test's first wait includes compiling it.
  await import('../../../features/task/components/task-sheet.tsx');
  server.listen({ onUnhandledRequest: 'error' });
  const patchedFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patchedFetch(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  globalThis.fetch = realFetch;
});
beforeEach(() => window.localStorage.clear());

function renderRoute(tasks: Task[], at: string, checklist: ChecklistItem[] = []) {
  fake = createFakeApi(tasks, checklist);
  server.use(...fakeApiHandlers(fake));
  // The board's own entry first, so that Back from a sheet opened here has somewhere to go.
  router = createMemoryRouter([{ path: '/app/board/:boardId/:view', Component: BoardViewRoute }], {
    initialEntries: ['/app/board/pool/matrix', at],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const search = () => router.state.location.search;
const patches = () => fake.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

const A = makeTask({ id: testId(1), title: 'Alpha', poolOrder: 'a0' });
const B = makeTask({ id: testId(2), title: 'Bravo', poolOrder: 'a1' });

describe('task sheet', () => {
  it('opens from the URL and closes to the board without the parameter', async () => {
    const user = userEvent.setup();
    renderRoute([A, B], `/app/board/pool/matrix?task=${A.id}`);
    const sheet = await screen.findByRole('dialog', { name: 'Task: Alpha' });
    expect(within(sheet).getByRole('textbox', { name: 'Title' })).toHaveValue('Alpha');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search()).toBe('');
  });

  it('says so when the task in the URL does not exist', async () => {
    renderRoute([A], `/app/board/pool/matrix?task=${testId(99)}`);
    const sheet = await screen.findByRole('dialog', { name: 'Task' });
    expect(await within(sheet).findByText("This task doesn't exist, or it was deleted.")).toBeInTheDocument();
  });

  it('opens on a click, as a new history entry that Back closes', async () => {
    const user = userEvent.setup();
    renderRoute([A, B], '/app/board/pool/matrix');
    await user.click(await screen.findByRole('listitem', { name: 'Bravo' }));
    expect(await screen.findByRole('dialog', { name: 'Task: Bravo' })).toBeInTheDocument();
    expect(search()).toBe(`?task=${B.id}`);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on Enter, and Escape gives focus back to the note', async () => {
    const user = userEvent.setup();
    renderRoute([A, B], '/app/board/pool/matrix');
    const note = await screen.findByRole('listitem', { name: 'Alpha' });
    note.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Task: Alpha' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Alpha' })).toHaveFocus());
  });

  it('F2 still renames in place', async () => {
    const user = userEvent.setup();
    renderRoute([A], '/app/board/pool/matrix');
    (await screen.findByRole('listitem', { name: 'Alpha' })).focus();
    await user.keyboard('{F2}');
    expect(screen.getByRole('textbox', { name: 'Edit task title' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the title on Enter, and colour, quadrant, due date and completion as picked', async () => {
    const user = userEvent.setup();
    renderRoute([A], `/app/board/pool/matrix?task=${A.id}`);
    const sheet = await screen.findByRole('dialog', { name: 'Task: Alpha' });
    const title = within(sheet).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Alpha prime{Enter}');
    await user.click(within(sheet).getByRole('radio', { name: 'Blue' }));
    await user.click(within(sheet).getByRole('radio', { name: /Schedule/ }));
    fireEvent.change(within(sheet).getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await user.click(within(sheet).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(patches()).toEqual([
        { title: 'Alpha prime' },
        { color: 'blue' },
        { quadrant: 2 },
        { dueDate: '2026-12-24' },
        { completed: true },
      ]),
    );
    expect(fake.tasks.get(A.id)).toMatchObject({ title: 'Alpha prime', color: 'blue', quadrant: 2 });
    expect(within(sheet).getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('checklist: Enter adds and keeps focus, Alt+↑ moves an item up, progress counts ticks', async () => {
    const user = userEvent.setup();
    const one = makeChecklistItem({ id: testId(11), taskId: A.id, text: 'One', order: 'a0', done: true });
    renderRoute([A], `/app/board/pool/matrix?task=${A.id}`, [one]);
    const sheet = await screen.findByRole('dialog', { name: 'Task: Alpha' });
    const add = within(sheet).getByRole('textbox', { name: 'New checklist item' });
    await user.type(add, 'Two{Enter}');
    expect(add).toHaveValue('');
    expect(add).toHaveFocus();
    await waitFor(() => expect(fake.checklistItems.size).toBe(2));
    expect(within(sheet).getByText('1 of 2 done')).toBeInTheDocument();

    const texts = () =>
      within(sheet)
        .getAllByRole('textbox', { name: 'Item text' })
        .map((i) => i.getAttribute('value'));
    expect(texts()).toEqual(['One', 'Two']);
    within(sheet).getAllByRole('textbox', { name: 'Item text' })[1]?.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(texts()).toEqual(['Two', 'One']);
    expect(within(sheet).getAllByRole('textbox', { name: 'Item text' })[0]).toHaveFocus();
    await waitFor(() => {
      const [first, second] = [...fake.checklistItems.values()].sort((x, y) => (x.order < y.order ? -1 : 1));
      expect([first?.text, second?.text]).toEqual(['Two', 'One']);
    });
  });

  it('deletes with Undo', async () => {
    const user = userEvent.setup();
    renderRoute([A, B], `/app/board/pool/matrix?task=${A.id}`);
    const sheet = await screen.findByRole('dialog', { name: 'Task: Alpha' });
    await user.click(within(sheet).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.tasks.has(A.id)).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fake.tasks.has(A.id)).toBe(true));
    expect(await screen.findByRole('listitem', { name: 'Alpha' })).toBeInTheDocument();
  });
});
