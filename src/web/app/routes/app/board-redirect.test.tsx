/** /app/board and /app/board/{id}: into a view, with the query and the hash kept (spec §2). */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import BoardRedirect from './board-redirect.tsx';

function Landed() {
  const { pathname, search, hash } = useLocation();
  return <p>Landed on {`${pathname}${search}${hash}`}</p>;
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/app/board', Component: BoardRedirect },
      { path: '/app/board/:boardId', Component: BoardRedirect },
      { path: '/app/board/:boardId/:view', Component: Landed },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => window.localStorage.clear());

describe('the board redirect', () => {
  it('opens a board by id in its view, keeping the query and the hash', async () => {
    const router = open('/app/board/b-42?from=mail#task-7');
    expect(await screen.findByText('Landed on /app/board/b-42/matrix?from=mail#task-7')).toBeTruthy();
    // Replaced, not pushed: Back does not land on the redirect again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the board used last, or the Inbox, with its hash', async () => {
    open('/app/board#today');
    expect(await screen.findByText('Landed on /app/board/pool/matrix#today')).toBeTruthy();
  });
});
