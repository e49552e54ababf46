/**
 * The board screen with the calendar composed in, as the route does, in a memory router with the
 * fake API (MSW) and a probe showing the URL: for component tests of the calendar.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { BoardScreen, type ComposedViewProps } from '../../board/components/board-screen.tsx';
import { isBoardView } from '../../board/paths.ts';
import { createFakeApi, fakeApiHandlers, type FakeApi } from '../../workspace/testing/fake-api.ts';
import { CalendarView } from '../components/calendar-view.tsx';
import '../../board/i18n.ts';

function renderCalendar(props: ComposedViewProps) {
  return <CalendarView {...props} />;
}

function Screen({ opened }: { opened: string[] }) {
  const { boardId = 'pool', view } = useParams();
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <BoardScreen
        boardId={boardId}
        view={isBoardView(view) ? view : 'matrix'}
        onOpenTask={(id) => opened.push(id)}
        renderCalendar={renderCalendar}
      />
    </>
  );
}

export function renderCalendarBoard(
  server: SetupServer,
  tasks: Task[],
  at: string,
): { fake: FakeApi; opened: string[] } {
  const fake = createFakeApi(tasks);
  const opened: string[] = [];
  server.use(...fakeApiHandlers(fake));
  function Routes() {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '/app/board/:boardId/:view', element: <Screen opened={opened} /> }], {
        initialEntries: [at],
      }),
    );
    return <RouterProvider router={router} />;
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Routes />
    </QueryClientProvider>,
  );
  return { fake, opened };
}
