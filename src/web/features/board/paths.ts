import type { BoardView } from './board-context.ts';

export const BOARD_VIEWS: readonly BoardView[] = ['matrix', 'lanes', 'list', 'calendar'];

export function isBoardView(value: string | undefined): value is BoardView {
  return (BOARD_VIEWS as readonly (string | undefined)[]).includes(value);
}

/** The URL of a board view; what a person bookmarks or shares. */
export function boardPath(boardId: string, view: BoardView = 'matrix'): string {
  return `/app/board/${encodeURIComponent(boardId)}/${view}`;
}
