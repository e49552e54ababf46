/** The board last opened, so /app/board returns to it. Read through a schema: storage is outside data. */
import { BoardRefSchema } from '../../../shared/contracts/tasks.ts';
import { POOL_BOARD_ID } from '../../../shared/contracts/boards.ts';

const KEY = 'lastBoard';

export function readLastBoard(): string {
  if (typeof window === 'undefined') return POOL_BOARD_ID;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(KEY);
  } catch {
    return POOL_BOARD_ID;
  }
  const parsed = BoardRefSchema.safeParse(stored);
  return parsed.success ? parsed.data : POOL_BOARD_ID;
}

export function rememberLastBoard(boardId: string): void {
  try {
    window.localStorage.setItem(KEY, boardId);
  } catch {
    // Storage full or blocked (private mode): forgetting the last board is harmless.
  }
}

/** Forget `boardId` if it is the one remembered (it was deleted, or never created). */
export function forgetLastBoard(boardId: string): void {
  if (readLastBoard() === boardId) rememberLastBoard(POOL_BOARD_ID);
}
