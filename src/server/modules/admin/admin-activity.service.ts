/**
 * The activity log for admins (spec §2 "Activity Logs", issue 30). Rules:
 * - reading it is itself recorded: opening it (a first page, whatever the filters) is
 *   `admin.activity_viewed`, a download `admin.activity_exported`, the admin as actor, the filters
 *   as details, about the person when one person's entries were asked for;
 * - a download is what the filters show, newest first, at most EXPORT_MAX_ENTRIES entries, read a
 *   page at a time by key and streamed, so it never holds the log in memory; CSV cells are
 *   neutralised against formula injection (data-export/csv.ts).
 */
import { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import type { AdminActivityQuery } from '../../../shared/contracts/admin.ts';
import type { z } from 'zod';
import type { AdminActivityExportQuerySchema } from '../../../shared/contracts/admin.ts';
import {
  recordActivity,
  type DetailValue,
  type Person,
  type RequestOrigin,
} from '../activity/activity.repo.ts';
import { csvCell, type Cell } from '../data-export/csv.ts';
import { findEntries, type ActivityFilter } from './activity-query.ts';
import { presentEntry } from './admin.presenter.ts';
import { decodeActivityKey } from './cursor.ts';

/** The most entries one download holds: the newest, when the filters show more (ADR 0048). */
export const EXPORT_MAX_ENTRIES = 100_000;
const EXPORT_PAGE = 1000;

type ExportQuery = z.infer<typeof AdminActivityExportQuerySchema>;

export interface Viewer {
  admin: Person;
  origin: RequestOrigin;
}

function filterOf(q: Omit<ExportQuery, 'format'>): ActivityFilter {
  return {
    email: q.userId,
    action: q.action,
    category: q.category,
    timeRange: q.timeRange,
    subjectId: q.subjectId,
  };
}

/** The filters as an entry's details: only those given. */
function filterDetails(q: Omit<ExportQuery, 'format'>): Record<string, DetailValue> {
  const details: Record<string, DetailValue> = { timeRange: q.timeRange };
  if (q.userId) details.userEmail = q.userId;
  if (q.action) details.action = q.action;
  if (q.category) details.category = q.category;
  if (q.subjectId) details.subjectId = q.subjectId;
  return details;
}

async function subjectOf(db: Database, subjectId: string | undefined): Promise<Person | null> {
  if (!subjectId) return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', subjectId)
    .executeTakeFirst();
  return row ?? null;
}

export async function listActivity(db: Database, q: AdminActivityQuery, viewer: Viewer) {
  const before = q.lastEvaluatedKey ? decodeActivityKey(q.lastEvaluatedKey) : undefined;
  const rows = await findEntries(db, filterOf(q), before, q.limit + 1);
  const page = rows.slice(0, q.limit);
  if (!before)
    await recordActivity(db, {
      action: 'admin.activity_viewed',
      user: await subjectOf(db, q.subjectId),
      actor: viewer.admin,
      details: filterDetails(q),
      origin: viewer.origin,
    });
  const last = page.at(-1);
  return {
    activities: page.map(presentEntry),
    lastEvaluatedKey: rows.length > q.limit && last ? last.id : null,
  };
}

const CSV_COLUMNS = [
  'id',
  'timestamp',
  'userId',
  'userEmail',
  'actorId',
  'actorEmail',
  'action',
  'category',
  'success',
  'ipAddress',
  'userAgent',
  'details',
] as const;

/** Every entry the filters show, newest first, page by page, up to the maximum. */
async function* entriesOf(db: Database, filter: ActivityFilter, now: number) {
  let before: string | undefined;
  for (let sent = 0; sent < EXPORT_MAX_ENTRIES;) {
    const rows = await findEntries(db, filter, before, Math.min(EXPORT_PAGE, EXPORT_MAX_ENTRIES - sent), now);
    for (const row of rows) yield presentEntry(row);
    sent += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE) return;
    before = last.id;
  }
}

async function* csvLines(entries: AsyncGenerator<ReturnType<typeof presentEntry>>) {
  yield `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;
  for await (const e of entries) {
    const cells: Cell[] = CSV_COLUMNS.map((c) => (c === 'details' ? JSON.stringify(e.details) : e[c]));
    yield `${cells.map(csvCell).join(',')}\r\n`;
  }
}

async function* jsonLines(entries: AsyncGenerator<ReturnType<typeof presentEntry>>, exportedAt: string) {
  yield `{"exportedAt":${JSON.stringify(exportedAt)},"maxEntries":${EXPORT_MAX_ENTRIES},"activities":[`;
  let n = 0;
  for await (const e of entries) yield `${n++ === 0 ? '\n' : ',\n'}${JSON.stringify(e)}`;
  yield `\n],"count":${n},"truncated":${n >= EXPORT_MAX_ENTRIES}}\n`;
}

/** The download: recorded first (it is the admin's act), then streamed. */
export async function exportActivity(db: Database, q: ExportQuery, viewer: Viewer, now = Date.now()) {
  await recordActivity(db, {
    action: 'admin.activity_exported',
    user: await subjectOf(db, q.subjectId),
    actor: viewer.admin,
    details: { format: q.format, ...filterDetails(q) },
    origin: viewer.origin,
  });
  const entries = entriesOf(db, filterOf(q), now);
  const stamp = new Date(now).toISOString();
  const body = q.format === 'csv' ? csvLines(entries) : jsonLines(entries, stamp);
  return {
    body: Readable.from(body),
    contentType: q.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    filename: `quadrant-activity-${stamp.slice(0, 19).replaceAll(':', '-')}.${q.format}`,
  };
}
