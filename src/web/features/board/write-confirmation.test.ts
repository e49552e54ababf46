import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeBoard, makeChanges, testId } from '../workspace/testing/fixtures.ts';
import { WORKSPACE_KEY } from '../workspace/workspace-query.ts';
import { applyChanges, EMPTY_WORKSPACE } from '../workspace/workspace-state.ts';
import { whenBoardSettled } from './write-confirmation.ts';

const id = testId(7);
const withBoard = (version: number) =>
  applyChanges(
    EMPTY_WORKSPACE,
    makeChanges({ version: Math.max(1, version), boards: [makeBoard({ id, version })] }),
  );

describe('whenBoardSettled', () => {
  it('settles at once for a board the server already sent (made by a template)', () => {
    const client = new QueryClient();
    client.setQueryData(WORKSPACE_KEY, withBoard(5));
    const settled = vi.fn();
    whenBoardSettled(client, id, settled);
    expect(settled).toHaveBeenCalledWith(true);
  });

  it('waits for a board that is not here yet, and for a draft to be confirmed', () => {
    const client = new QueryClient();
    client.setQueryData(WORKSPACE_KEY, EMPTY_WORKSPACE);
    const settled = vi.fn();
    whenBoardSettled(client, id, settled);
    expect(settled).not.toHaveBeenCalled();
    client.setQueryData(WORKSPACE_KEY, withBoard(9));
    expect(settled).toHaveBeenCalledWith(true);
  });
});
