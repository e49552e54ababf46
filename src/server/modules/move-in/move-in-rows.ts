/**
 * The rows an import writes, inside a batch's `userWrite` (every row stamped with its version):
 * boards for lists, tasks with their placement, checklist items and search documents. Rules:
 * - imported tasks go after the tasks already in their quadrant (of their board, and of the pool),
 *   in the file's order, so what the person had stays on top;
 * - a new board goes after the person's boards;
 * - the description is built from the file's text as escaped paragraphs (labels as #tags,
 *   comments as quotes, what could not be read as its own paragraphs), then sanitized like any
 *   description: nothing in a file becomes markup;
 * - a due time or a repeat rule only with a due date, as everywhere.
 */
import { DEFAULT_TASK_COLOR } from '../../../shared/colors.ts';
import { newId } from '../../../shared/ids.ts';
import { keyBetween } from '../../../shared/order.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { insertBoardRow, lastBoardSortKey } from '../boards/boards.repo.ts';
import type { Insertable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { indexNewTasks } from '../search/search.repo.ts';
import type { Writer } from '../sync/write.ts';
import { sanitizeDescription } from '../tasks/rich-text.ts';
import type { ParsedTask } from './parsed.ts';

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function paragraphs(text: string): string {
  return text
    .split(/(?:\r\n|\r|\n)\s*(?:\r\n|\r|\n)+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p>${p
          .split(/\r\n|\r|\n/)
          .map(escape)
          .join('<br>')}</p>`,
    )
    .join('');
}

/** The task's description as HTML, before sanitizing. */
export function descriptionHtml(task: Pick<ParsedTask, 'description' | 'labels' | 'extras'>): string {
  const parts = [paragraphs(task.description)];
  if (task.labels.length > 0) parts.push(`<p>${task.labels.map((l) => escape(`#${l}`)).join(' ')}</p>`);
  for (const extra of task.extras)
    parts.push(
      extra.kind === 'comment'
        ? `<blockquote>${paragraphs(extra.text)}</blockquote>`
        : paragraphs(extra.text),
    );
  return parts.join('');
}

type TaskRow = Insertable<DB['tasks']>;
type PlacementRow = Insertable<DB['taskBoards']>;
type ItemRow = Insertable<DB['checklistItems']>;

/** Rows per statement: under both databases' parameter limits (18 columns × 500). */
const ROWS_PER_INSERT = 500;

async function insertAll<T extends 'tasks' | 'taskBoards' | 'checklistItems'>(
  w: Writer,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await w.trx
      .insertInto(table)
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
}

/**
 * Collects a batch's rows (`task()`), then writes them (`flush()`): a statement per table per
 * ROWS_PER_INSERT rows rather than per row, then each task's search document.
 */
export class TaskWriter {
  /** The last order key per "board:quadrant" ("pool:2"), as this batch leaves it. */
  private readonly last = new Map<string, string | null>();
  private readonly w: Writer;
  private tasks: TaskRow[] = [];
  private placements: PlacementRow[] = [];
  private items: ItemRow[] = [];
  private search: { taskId: string; title: string; body: string; checklist: string }[] = [];

  constructor(w: Writer) {
    this.w = w;
  }

  private async lastKey(board: string | null, quadrant: number): Promise<string | null> {
    const { trx, userId } = this.w;
    const row = board
      ? await trx
          .selectFrom('taskBoards')
          .innerJoin('tasks', 'tasks.id', 'taskBoards.taskId')
          .select('taskBoards.sortKey as key')
          .where('taskBoards.boardId', '=', board)
          .where('tasks.quadrant', '=', quadrant)
          .where('tasks.deletedAt', 'is', null)
          .orderBy('taskBoards.sortKey', 'desc')
          .limit(1)
          .executeTakeFirst()
      : await trx
          .selectFrom('tasks')
          .select('poolSortKey as key')
          .where('userId', '=', userId)
          .where('quadrant', '=', quadrant)
          .where('deletedAt', 'is', null)
          .orderBy('poolSortKey', 'desc')
          .limit(1)
          .executeTakeFirst();
    return row?.key ?? null;
  }

  private async nextKey(board: string | null, quadrant: number): Promise<string> {
    const slot = `${board ?? 'pool'}:${quadrant}`;
    const before = this.last.has(slot) ? (this.last.get(slot) ?? null) : await this.lastKey(board, quadrant);
    const key = keyBetween(before, null);
    this.last.set(slot, key);
    return key;
  }

  /** A new board named `name`, after the person's boards (written at once: tasks name it). */
  async board(name: string): Promise<string> {
    const { trx, userId, version, now } = this.w;
    const row = await insertBoardRow(trx, {
      id: newId(),
      userId,
      name,
      sortKey: keyBetween(await lastBoardSortKey(trx, userId), null),
      createdAt: now,
      updatedAt: now,
      version,
      deletedAt: null,
    });
    return row.id;
  }

  /** The task, on `board` (or in the pool), with its checklist, to be written by `flush`; its new id. */
  async task(t: ParsedTask, quadrant: Quadrant, board: string | null): Promise<string> {
    const { userId, version, now } = this.w;
    const id = newId();
    const stamp = { userId, createdAt: now, updatedAt: now, version, deletedAt: null };
    const raw = descriptionHtml(t);
    const { html, text } = raw ? sanitizeDescription(raw) : { html: '', text: '' };
    this.tasks.push({
      ...stamp,
      id,
      title: t.title,
      quadrant,
      color: DEFAULT_TASK_COLOR,
      description: html,
      descriptionText: text,
      dueDate: t.dueDate,
      dueTime: t.dueDate ? t.dueTime : null,
      completedAt: t.completedAt,
      poolSortKey: await this.nextKey(null, quadrant),
      repeat: t.dueDate ? t.repeat : null,
      nextOccurrenceId: null,
    });
    if (board)
      this.placements.push({ taskId: id, boardId: board, userId, sortKey: await this.nextKey(board, quadrant) });
    let itemKey: string | null = null;
    for (const item of t.checklist) {
      itemKey = keyBetween(itemKey, null);
      this.items.push({ ...stamp, id: newId(), taskId: id, text: item.text, done: item.done ? 1 : 0, sortKey: itemKey });
    }
    this.search.push({ taskId: id, title: t.title, body: text, checklist: t.checklist.map((i) => i.text).join('\n') });
    return id;
  }

  /** Writes what `task()` collected. */
  async flush(): Promise<void> {
    const { trx, userId } = this.w;
    await insertAll(this.w, 'tasks', this.tasks);
    await insertAll(this.w, 'taskBoards', this.placements);
    await insertAll(this.w, 'checklistItems', this.items);
    await indexNewTasks(trx, userId, this.search);
    this.tasks = [];
    this.placements = [];
    this.items = [];
    this.search = [];
  }
}
