/**
 * Whether a thing made optimistically (a task, a board) was really created: its draft has version
 * 0 until the server's row replaces it (confirmed), and a refusal rolls the draft back (gone).
 * Used to say "Added" only once it happened, and to open a new board only once it exists, so a
 * refusal leaves the person where they were with the error toast alone. A thing the server made
 * itself (a board from a template) is confirmed as soon as its row is here, which may be already.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readWorkspace, WORKSPACE_HASH } from '../workspace/workspace-query.ts';
import type { WorkspaceState } from '../workspace/workspace-state.ts';

type Find = (state: WorkspaceState) => { version: number } | undefined;
type OnSettled = (created: boolean) => void;

function whenSettled(client: QueryClient, find: Find, onSettled: OnSettled): () => void {
  const current = () => {
    const state = readWorkspace(client);
    return state ? find(state) : undefined;
  };
  // Already confirmed (made by the server, whose change arrived before its answer): say so now.
  const now = current();
  if (now && now.version > 0) {
    onSettled(true);
    return () => undefined;
  }
  // Writes share a queue: until this one's draft is applied, other writes' updates do not count.
  let seen = now !== undefined;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== WORKSPACE_HASH) return;
    const row = current();
    if (row?.version === 0) seen = true;
    if (row?.version === 0 || (!row && !seen)) return;
    unsubscribe();
    onSettled(row !== undefined);
  });
  return unsubscribe;
}

/** Calls `onSettled(true)` once the task is confirmed, `false` once it is gone; returns a cancel. */
export function whenTaskSettled(client: QueryClient, taskId: string, onSettled: OnSettled): () => void {
  return whenSettled(client, (state) => state.tasks.get(taskId), onSettled);
}

/** The same for a board. */
export function whenBoardSettled(client: QueryClient, boardId: string, onSettled: OnSettled): () => void {
  return whenSettled(client, (state) => state.boards[boardId], onSettled);
}
