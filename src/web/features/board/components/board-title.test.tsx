import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { makeBoard, makeChanges, testId } from '../../workspace/testing/fixtures.ts';
import { WORKSPACE_KEY } from '../../workspace/workspace-query.ts';
import { applyChanges, EMPTY_WORKSPACE } from '../../workspace/workspace-state.ts';
import type { BoardView } from '../board-context.ts';
import { BoardTitle } from './board-title.tsx';

const WORK = testId(1);

function renderTitle(boardId: string, view: BoardView, loaded = true) {
  const client = createQueryClient();
  if (loaded) {
    const changes = makeChanges({ boards: [makeBoard({ id: WORK, name: 'Work' })] });
    client.setQueryData(WORKSPACE_KEY, applyChanges(EMPTY_WORKSPACE, changes));
  }
  render(
    <QueryClientProvider client={client}>
      <BoardTitle boardId={boardId} view={view} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the board tab title', () => {
  it('names the board and the view', () => {
    renderTitle(WORK, 'list');
    expect(document.title).toBe('Work · List · Quadrant');
  });

  it('calls the pool the Inbox', () => {
    renderTitle('pool', 'matrix');
    expect(document.title).toBe('Inbox · Matrix · Quadrant');
  });

  it('says the board was not found for an unknown id', () => {
    renderTitle(testId(9), 'matrix');
    expect(document.title).toBe('Board not found · Quadrant');
  });

  it('says Loading until the workspace has arrived', async () => {
    const never = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', never);
    renderTitle(WORK, 'matrix', false);
    expect(document.title).toBe('Loading... · Quadrant');
    await waitFor(() => expect(never).toHaveBeenCalled());
  });
});
