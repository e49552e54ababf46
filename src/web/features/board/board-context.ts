import { createContext, useContext } from 'react';
import type { BoardActions } from './hooks/use-board-actions.ts';
import type { NoteText } from './note-text.ts';

export type BoardView = 'matrix' | 'lanes' | 'list' | 'calendar';
export type SortMode = 'order' | 'due' | 'created';

export interface BoardContextValue {
  actions: BoardActions;
  view: BoardView;
  /** Reordering (drag within a list, ArrowUp/Down) only makes sense when the list shows board order. */
  reorderEnabled: boolean;
  /** Open a task's sheet (the route decides what that means: a `?task=` entry in the history). */
  openTask: (taskId: string) => void;
  /** What every note says, resolved once per language (note-text.ts). */
  text: NoteText;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoardContext(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useBoardContext must be used inside <BoardContext>');
  return value;
}
