/**
 * The rows of an import, written inside its one `userWrite`: the settings taken over (name and
 * e-mail stay the account's own), then boards, tasks with their reminders, placements and
 * checklists, and the rows of the files already put in the store. Every id is made anew and the
 * archive's references (task → board) are mapped to the new ids.
 */
import type { Archive } from '../../../shared/contracts/data-export.ts';
import { newId } from '../../../shared/ids.ts';
import { normalizeRepeat } from '../../../shared/recurrence.ts';
import { rescheduleTaskReminders } from '../reminders/reminder-schedule.ts';
import { refreshTaskSearch } from '../search/search.repo.ts';
import type { Writer } from '../sync/write.ts';
import { sanitizeDescription } from '../tasks/rich-text.ts';

/** A file of the archive, in the store already, waiting for its row. */
export interface StoredFile {
  taskIndex: number;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  createdAt: number;
}

export async function writeRows(w: Writer, archive: Archive, stored: StoredFile[]): Promise<void> {
  // The settings come along; name and e-mail stay this account's own (they are how it signs in).
  const { language, theme, aiOptOut } = archive.account;
  await w.trx
    .updateTable('users')
    .set({ language, theme: theme === 'system' ? null : theme, aiOptOut: aiOptOut ? 1 : 0, updatedAt: w.now })
    .where('id', '=', w.userId)
    .execute();
  const boardIds = new Map(archive.boards.map((b) => [b.id, newId()]));
  const stamp = { userId: w.userId, version: w.version, deletedAt: null };
  for (const b of archive.boards)
    await w.trx
      .insertInto('boards')
      .values({
        ...stamp,
        id: boardIds.get(b.id) ?? newId(),
        name: b.name,
        sortKey: b.order,
        createdAt: b.createdAt,
        updatedAt: b.updatedAt,
      })
      .execute();
  const taskIds: string[] = [];
  for (const t of archive.tasks) {
    const id = newId();
    taskIds.push(id);
    const { html, text } = sanitizeDescription(t.description);
    await w.trx
      .insertInto('tasks')
      .values({
        ...stamp,
        id,
        title: t.title,
        quadrant: t.quadrant,
        color: t.color,
        description: html,
        descriptionText: text,
        dueDate: t.dueDate,
        dueTime: t.dueDate ? t.dueTime : null,
        // A rule this version cannot read, or one without a date, is dropped rather than refused.
        repeat: t.repeat && t.dueDate ? repeatOrNull(t.repeat) : null,
        completedAt: t.completedAt,
        poolSortKey: t.poolOrder,
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      })
      .execute();
    for (const r of t.reminders)
      await w.trx
        .insertInto('reminders')
        .values({
          ...stamp,
          id: newId(),
          taskId: id,
          offsetMinutes: r.offsetMinutes,
          at: r.at,
          createdAt: w.now,
          updatedAt: w.now,
        })
        .execute();
    if (t.reminders.length > 0) await rescheduleTaskReminders(w.trx, w.userId, id, w.now);
    const placed = new Set<string>();
    for (const p of t.boards) {
      const boardId = boardIds.get(p.boardId);
      if (!boardId || placed.has(boardId)) continue;
      placed.add(boardId);
      await w.trx
        .insertInto('taskBoards')
        .values({ taskId: id, boardId, userId: w.userId, sortKey: p.order })
        .execute();
    }
    for (const i of t.checklist)
      await w.trx
        .insertInto('checklistItems')
        .values({
          ...stamp,
          id: newId(),
          taskId: id,
          text: i.text,
          done: i.done ? 1 : 0,
          sortKey: i.order,
          createdAt: i.createdAt,
          updatedAt: i.updatedAt,
        })
        .execute();
    await refreshTaskSearch(w.trx, w.userId, id);
  }
  for (const f of stored)
    await w.trx
      .insertInto('attachments')
      .values({
        ...stamp,
        id: newId(),
        taskId: taskIds[f.taskIndex] ?? '',
        name: f.name,
        size: f.size,
        contentType: f.contentType,
        storageKey: f.storageKey,
        createdAt: f.createdAt,
        updatedAt: w.now,
      })
      .execute();
}

function repeatOrNull(rule: string): string | null {
  const normalized = normalizeRepeat(rule);
  return normalized.ok ? normalized.rule : null;
}
