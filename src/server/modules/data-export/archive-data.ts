/**
 * What an export holds, read from the database: one person's live data (tombstones are left
 * out), in the `ArchiveSchema` shape, plus where each attached file's bytes are stored.
 */
import type { Database } from '../../db/database.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type Archive,
  type ArchiveTask,
} from '../../../shared/contracts/data-export.ts';
import { THEME_CHOICES } from '../../../shared/contracts/me.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { TaskColor } from '../../../shared/colors.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { sanitizeFileName } from '../attachments/file-metadata.ts';

export interface ArchiveFile {
  /** Path inside the zip. */
  path: string;
  storageKey: string;
}

function asLanguage(value: string | null): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

function asTheme(value: string | null): Archive['account']['theme'] {
  return (THEME_CHOICES as readonly string[]).includes(value ?? '')
    ? (value as Archive['account']['theme'])
    : 'system';
}

function parseDetails(details: string): unknown {
  try {
    return JSON.parse(details);
  } catch {
    return {};
  }
}

/** The attachment's path in the zip: its id keeps two files of one name apart. */
export function attachmentPath(id: string, name: string): string {
  return `attachments/${id}-${sanitizeFileName(name)}`;
}

export async function readArchive(
  db: Database,
  userId: string,
  now: number,
): Promise<{ archive: Archive; files: ArchiveFile[] }> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const [boards, tasks, placements, items, attachments, activity, reminders] = await Promise.all([
    db
      .selectFrom('boards')
      .selectAll()
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .orderBy('sortKey')
      .execute(),
    db
      .selectFrom('tasks')
      .selectAll()
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db.selectFrom('taskBoards').selectAll().where('userId', '=', userId).execute(),
    db
      .selectFrom('checklistItems')
      .selectAll()
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .orderBy('sortKey')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('attachments')
      .selectAll()
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db.selectFrom('activityLog').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db
      .selectFrom('reminders')
      .select(['taskId', 'offsetMinutes', 'at'])
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  ]);
  const liveBoards = new Set(boards.map((b) => b.id));
  const files: ArchiveFile[] = [];
  const byTask = new Map<string, ArchiveTask>();
  for (const t of tasks) {
    byTask.set(t.id, {
      id: t.id,
      title: t.title,
      quadrant: t.quadrant as Quadrant,
      color: t.color as TaskColor,
      description: t.description,
      dueDate: t.dueDate,
      dueTime: t.dueTime,
      completedAt: t.completedAt === null ? null : Number(t.completedAt),
      poolOrder: t.poolSortKey,
      boards: [],
      checklist: [],
      attachments: [],
      repeat: t.repeat,
      reminders: [],
      createdAt: Number(t.createdAt),
      updatedAt: Number(t.updatedAt),
    });
  }
  for (const r of reminders)
    byTask
      .get(r.taskId)
      ?.reminders.push({ offsetMinutes: r.offsetMinutes, at: r.at === null ? null : Number(r.at) });
  for (const p of placements)
    if (liveBoards.has(p.boardId))
      byTask.get(p.taskId)?.boards.push({ boardId: p.boardId, order: p.sortKey });
  for (const i of items)
    byTask.get(i.taskId)?.checklist.push({
      text: i.text,
      done: i.done === 1,
      order: i.sortKey,
      createdAt: Number(i.createdAt),
      updatedAt: Number(i.updatedAt),
    });
  for (const a of attachments) {
    const task = byTask.get(a.taskId);
    if (!task) continue;
    const path = attachmentPath(a.id, a.name);
    task.attachments.push({
      id: a.id,
      name: a.name,
      size: Number(a.size),
      contentType: a.contentType,
      createdAt: Number(a.createdAt),
      file: path,
    });
    files.push({ path, storageKey: a.storageKey });
  }
  const archive: Archive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date(now).toISOString(),
    account: {
      name: user.name,
      email: user.email,
      language: asLanguage(user.language),
      theme: asTheme(user.theme),
      aiOptOut: user.aiOptOut === 1,
      tier: user.tier,
      createdAt: Number(user.createdAt),
    },
    boards: boards.map((b) => ({
      id: b.id,
      name: b.name,
      order: b.sortKey,
      createdAt: Number(b.createdAt),
      updatedAt: Number(b.updatedAt),
    })),
    tasks: [...byTask.values()],
    activity: activity.map((a) => ({
      action: a.action,
      category: a.category,
      createdAt: Number(a.createdAt),
      details: parseDetails(a.details),
    })),
  };
  return { archive, files };
}
