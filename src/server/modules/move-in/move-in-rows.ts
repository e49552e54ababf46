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
import { indexNewTask, refreshTaskSearch } from '../search/search.repo.ts';
import type { Writer } from '../sync/write.ts';
import { upsertPlacement } from '../tasks/placements.repo.ts';
import { sanitizeDescription } from '../tasks/rich-text.ts';
import { insertTaskRow } from '../tasks/tasks.repo.ts';
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

export class TaskWriter {
  /** The last order key per "board:quadrant" ("pool:2"), as this batch leaves it. */
  private readonly last = new Map<string, string | null>();

  private readonly w: Writer;

  constructor(w: Writer) {
    this.w = w;
  }

  private async lastKey(board: string | null, quadrant: number): Promise<string | null> {
    const slot = `${board ?? 'pool'}:${quadrant}`;
    if (this.last.has(slot)) return this.last.get(slot) ?? null;
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
    const key = keyBetween(await this.lastKey(board, quadrant), null);
    this.last.set(`${board ?? 'pool'}:${quadrant}`, key);
    return key;
  }

  /** A new board named `name`, after the person's boards. */
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

  /** The task, on `board` (or in the pool), with its checklist; its new id. */
  async task(t: ParsedTask, quadrant: Quadrant, board: string | null): Promise<string> {
    const { trx, userId, version, now } = this.w;
    const id = newId();
    const { html, text } = sanitizeDescription(descriptionHtml(t));
    await insertTaskRow(trx, {
      id,
      userId,
      title: t.title,
      quadrant,
      color: DEFAULT_TASK_COLOR,
      description: html,
      descriptionText: text,
      dueDate: t.dueDate,
      dueTime: t.dueDate ? t.dueTime : null,
      completedAt: t.completedAt,
      poolSortKey: await this.nextKey(null, quadrant),
      createdAt: now,
      updatedAt: now,
      version,
      deletedAt: null,
      repeat: t.dueDate ? t.repeat : null,
      nextOccurrenceId: null,
    });
    if (board)
      await upsertPlacement(trx, {
        taskId: id,
        boardId: board,
        userId,
        sortKey: await this.nextKey(board, quadrant),
      });
    let itemKey: string | null = null;
    for (const item of t.checklist) {
      itemKey = keyBetween(itemKey, null);
      await trx
        .insertInto('checklistItems')
        .values({
          id: newId(),
          userId,
          taskId: id,
          text: item.text,
          done: item.done ? 1 : 0,
          sortKey: itemKey,
          createdAt: now,
          updatedAt: now,
          version,
          deletedAt: null,
        })
        .execute();
    }
    if (t.checklist.length > 0) await refreshTaskSearch(trx, userId, id);
    else await indexNewTask(trx, userId, id, { title: t.title, body: text });
    return id;
  }
}
