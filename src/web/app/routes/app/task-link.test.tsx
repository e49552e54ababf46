/** /app/task/{id}: opens the task on its first board (the pool when on none), or says it failed. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { createFakeApi, fakeApiHandlers } from '../../../features/workspace/testing/fake-api.ts';
import { makeTask, testId } from '../../../features/workspace/testing/fixtures.ts';
import TaskLinkRoute from './task-link.tsx';

const server = setupServer();
const realFetch = globalThis.fetch;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const patchedFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patchedFetch(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  globalThis.fetch = realFetch;
});

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {`${pathname}${search}`}</p>;
}

function renderLink(tasks: Task[], id: string) {
  server.use(...fakeApiHandlers(createFakeApi(tasks)));
  const router = createMemoryRouter(
    [
      { path: '/app/task/:taskId', Component: TaskLinkRoute },
      { path: '/app/board/*', Component: Landed },
    ],
    { initialEntries: [`/app/task/${id}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const BOARD = testId(50);

describe('task link', () => {
  it('shows the id while loading, then opens the task on its first board, replacing the link', async () => {
    const task = makeTask({ id: testId(1), boards: [{ boardId: BOARD, order: 'a0' }] });
    const router = renderLink([task], task.id);
    expect(screen.getByText('Loading task...')).toBeInTheDocument();
    expect(screen.getByText(task.id.slice(0, 8))).toBeInTheDocument();
    expect(
      await screen.findByText(`Landed on /app/board/${BOARD}/matrix?task=${task.id}`),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a task on no board in the pool', async () => {
    const task = makeTask({ id: testId(2) });
    renderLink([task], task.id);
    expect(await screen.findByText(`Landed on /app/board/pool/matrix?task=${task.id}`)).toBeInTheDocument();
  });

  it('goes to the board with an error when the task is not there', async () => {
    renderLink([makeTask({ id: testId(3) })], testId(4));
    await waitFor(() => expect(screen.getByText('Landed on /app/board')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load task');
  });
});
