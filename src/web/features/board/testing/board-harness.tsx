/**
 * The board screen in a memory router with the fake API (MSW), a toaster, and a probe that shows
 * the current URL, for component tests of the board's details (filters, search, refusals).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import type { Attachment } from '../../../../shared/contracts/attachments.ts';
import type { ChecklistItem } from '../../../../shared/contracts/checklist.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { createFakeApi, fakeApiHandlers, type FakeApi } from '../../workspace/testing/fake-api.ts';
import { BoardScreen } from '../components/board-screen.tsx';
import { BoardLimitContext } from '../plan-limit.ts';
import { UNLIMITED } from '../../../../shared/plans.ts';
import { isBoardView } from '../paths.ts';
import { fakeBoardHandlers, type FakeBoards } from './fake-boards.ts';
import '../i18n.ts';


function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function Screen() {
  const { boardId = 'pool', view } = useParams();
  return (
    <>
      <UrlProbe />
      <BoardScreen boardId={boardId} view={isBoardView(view) ? view : 'matrix'} />
    </>
  );
}

function BoardRoutes({ at }: { at: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/app/board/:boardId/:view', Component: Screen },
        // Where the upgrade goes (its page is another feature's): the URL is what is checked.
        { path: '/app/subscription', Component: UrlProbe },
      ],
      { initialEntries: [at] },
    ),
  );
  return <RouterProvider router={router} />;
}

export interface Harness {
  fake: FakeApi;
  boards: FakeBoards;
}

/** Node's fetch needs absolute URLs, and jsdom lays nothing out: call once in beforeAll. */
export function prepareDom(): () => void {
  const realFetch = globalThis.fetch;
  const patchedFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patchedFetch(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
  return () => {
    globalThis.fetch = realFetch;
  };
}

export interface Details {
  checklist?: ChecklistItem[];
  attachments?: Attachment[];
  /** The plan's board limit as the route would give it (default: unlimited). */
  boardLimit?: number;
}

export function renderBoard(
  server: SetupServer,
  tasks: Task[],
  at = '/app/board/pool/matrix',
  details: Details = {},
): Harness {
  const harness: Harness = {
    fake: createFakeApi(tasks, details.checklist),
    boards: { created: [], refuse: false },
  };
  for (const a of details.attachments ?? []) harness.fake.attachments.set(a.id, a);
  server.use(...fakeApiHandlers(harness.fake), ...fakeBoardHandlers(harness.boards));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BoardLimitContext.Provider value={details.boardLimit ?? UNLIMITED}>
        <BoardRoutes at={at} />
      </BoardLimitContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return harness;
}
