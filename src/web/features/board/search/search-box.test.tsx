import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { prepareDom, renderBoard } from '../testing/board-harness.tsx';

const server = setupServer();
let restore: () => void;
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

const BOARD = testId(50);
const rent = makeTask({ id: testId(1), title: 'Pay rent', poolOrder: 'a0' });
const plan = makeTask({
  id: testId(2),
  title: 'Plan the rent talk',
  boards: [{ boardId: BOARD, order: 'a0' }],
});
const other = makeTask({ id: testId(3), title: 'Water plants', poolOrder: 'a1' });
const url = () => screen.getByTestId('url').textContent;
const field = () => screen.getByRole('combobox', { name: 'Search tasks' });

describe('search', () => {
  it('/ focuses the field; results come as you type; ↓ and Enter open the task on its board', async () => {
    const user = userEvent.setup();
    renderBoard(server, [rent, plan, other]);
    await screen.findByRole('listitem', { name: 'Pay rent' });
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('/');
    expect(field()).toHaveFocus();
    await user.keyboard('rent');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveTextContent('Plan the rent talk');
    await user.keyboard('{Enter}');
    expect(url()).toBe(`/app/board/${BOARD}/matrix?task=${plan.id}`);
  });

  it('a click opens a pool task in the Inbox, keeping the view', async () => {
    const user = userEvent.setup();
    renderBoard(server, [rent, other], '/app/board/pool/list?sort=due');
    await screen.findByRole('listitem', { name: 'Pay rent' });
    await user.type(field(), 'water');
    await user.click(await screen.findByRole('option', { name: /Water plants/ }));
    expect(url()).toBe(`/app/board/pool/list?sort=due&task=${other.id}`);
  });

  it('shows the snippet as text, says when nothing matches, and shows a failure', async () => {
    const user = userEvent.setup();
    renderBoard(server, [rent]);
    await screen.findByRole('listitem', { name: 'Pay rent' });
    server.use(
      http.get('http://localhost:3000/api/search', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        if (q === 'lease')
          return HttpResponse.json({
            hits: [
              {
                taskId: rent.id,
                title: 'Pay rent',
                snippet: '<b>lease</b> ends in May',
                field: 'description',
              },
            ],
          });
        if (q === 'boom')
          return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 });
        return HttpResponse.json({ hits: [] });
      }),
    );
    await user.type(field(), 'lease');
    expect(await screen.findByRole('option', { name: /Pay rent/ })).toHaveTextContent(
      '<b>lease</b> ends in May',
    );

    await user.clear(field());
    await user.type(field(), 'zebra');
    expect(await screen.findByText('No tasks match')).toBeInTheDocument();

    await user.clear(field());
    await user.type(field(), 'boom');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Search failed: Something went wrong/);
    // Shown in the popup, not as a toast as well.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('Escape closes the results, then clears the field', async () => {
    const user = userEvent.setup();
    renderBoard(server, [rent]);
    await screen.findByRole('listitem', { name: 'Pay rent' });
    await user.type(field(), 'rent');
    await screen.findByRole('option', { name: /Pay rent/ });
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
  });
});
