/**
 * pragmatic-drag-and-drop (with its edge hitbox, ~7 KB gzip) is not in the board's first load
 * (ADR 0036). The board asks for it when the browser is first idle after it shows
 * (`useBoardDndWhenIdle`, in the board's one drop monitor), well before a person aims at a card
 * and drags; cards, quadrants and lane tabs attach through `withBoardDnd`, at once when it is
 * here, else the moment it arrives, without a re-render. Keyboard moves, the drags' alternative,
 * and the touch drag (use-touch-drag.ts) do not depend on it.
 */
import { useEffect } from 'react';
import { whenIdle } from '../../components/ui/when-idle.ts';

async function importDnd() {
  const [combine, adapter, edge] = await Promise.all([
    import('@atlaskit/pragmatic-drag-and-drop/combine'),
    import('@atlaskit/pragmatic-drag-and-drop/element/adapter'),
    import('@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge'),
  ]);
  return {
    combine: combine.combine,
    draggable: adapter.draggable,
    dropTargetForElements: adapter.dropTargetForElements,
    monitorForElements: adapter.monitorForElements,
    attachClosestEdge: edge.attachClosestEdge,
    extractClosestEdge: edge.extractClosestEdge,
  };
}

export type BoardDnd = Awaited<ReturnType<typeof importDnd>>;

let loaded: BoardDnd | null = null;
let loading: Promise<BoardDnd> | null = null;
const waiting = new Set<(dnd: BoardDnd) => void>();

/** Start loading (once); resolves with the library. A failed load may be tried again. */
export function loadBoardDnd(): Promise<BoardDnd> {
  loading ??= importDnd().then(
    (dnd) => {
      loaded = dnd;
      for (const attach of [...waiting]) attach(dnd);
      waiting.clear();
      return dnd;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `attach` with the library now, or when it arrives; returns the cleanup (which also drops
 * an attach still waiting). For effects: `useEffect(() => withBoardDnd((dnd) => …), [deps])`.
 */
export function withBoardDnd(attach: (dnd: BoardDnd) => () => void): () => void {
  if (loaded) return attach(loaded);
  let cleanup: (() => void) | null = null;
  const run = (dnd: BoardDnd) => {
    cleanup = attach(dnd);
  };
  waiting.add(run);
  return () => {
    waiting.delete(run);
    cleanup?.();
  };
}

/** Fetch the library at the first idle moment after mount (once per page). */
export function useBoardDndWhenIdle(): void {
  useEffect(() => (loaded ? undefined : whenIdle(() => void loadBoardDnd().catch(() => undefined))), []);
}
