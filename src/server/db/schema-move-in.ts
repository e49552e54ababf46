/** Imports from other apps (migration 021, issue 36: modules/move-in). */

export interface MoveInsTable {
  id: string;
  userId: string;
  /** shared/contracts/move-in.ts MOVE_IN_SOURCES. */
  source: string;
  fileName: string;
  /** 'utf-8', 'utf-16' or 'windows-1252'. */
  encoding: string;
  /** 'ready', 'running', 'partial', 'done', 'undone' or 'failed'. */
  status: string;
  /** JSON: the lists read ({ key, name, inbox, tasks }). */
  lists: string;
  /** JSON: what was skipped or changed, with lines (move-in.repo.ts). */
  report: string;
  /** JSON: the person's mapping (shared/contracts/move-in.ts MoveInMappingSchema). */
  mapping: string;
  itemCount: number;
  /** The next item (seq) the running import's batch takes. */
  nextSeq: number;
  /** Tasks this import made so far. */
  imported: number;
  /** JSON: list key → the board this import made for it. */
  boards: string;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

export interface MoveInItemsTable {
  moveInId: string;
  /** The task's place in the file's order, from 0. */
  seq: number;
  userId: string;
  listKey: string;
  /** 'p1'…'p4' or 'none'. */
  priority: string;
  /** 1 or 0. */
  completed: number;
  title: string;
  dueDate: string | null;
  /** 1 when it has a repeat rule. */
  repeats: number;
  /** Its checklist items. */
  checklist: number;
  /** JSON: the whole task as read (move-in/parsed.ts ParsedTask). */
  data: string;
  /** The task it became, once imported. */
  taskId: string | null;
}
