/**
 * Reading the activity log back in tests: every entry of a person (or of nobody), oldest first,
 * with its details parsed, and the check that nothing secret reached any column.
 */
import { expect } from 'vitest';
import type { Database } from '../../db/database.ts';

export interface Entry {
  action: string;
  category: string;
  userId: string | null;
  userEmail: string | null;
  actorId: string | null;
  actorEmail: string | null;
  success: number;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: number;
  details: Record<string, unknown>;
  raw: string;
}

function parse(row: {
  action: string;
  category: string;
  userId: string | null;
  userEmail: string | null;
  actorId: string | null;
  actorEmail: string | null;
  success: number;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: number;
  details: string;
}): Entry {
  const details: unknown = JSON.parse(row.details);
  return {
    ...row,
    success: Number(row.success),
    createdAt: Number(row.createdAt),
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {},
    raw: JSON.stringify(row),
  };
}

/** Entries about one person (`null`: installation-wide ones), in the order they were written. */
export async function entriesOf(db: Database, userId: string | null, action?: string): Promise<Entry[]> {
  let q = db.selectFrom('activityLog').selectAll();
  q = userId === null ? q.where('userId', 'is', null) : q.where('userId', '=', userId);
  if (action) q = q.where('action', '=', action);
  return (await q.orderBy('createdAt').orderBy('id').execute()).map(parse);
}

/** Every entry of the log, in the order written. */
export async function allEntries(db: Database): Promise<Entry[]> {
  return (await db.selectFrom('activityLog').selectAll().orderBy('createdAt').orderBy('id').execute()).map(
    parse,
  );
}

/** No column of any entry holds one of these strings (a password, a key, a token). */
export function expectNoSecret(entries: Entry[], ...secrets: string[]): void {
  for (const entry of entries) for (const secret of secrets) expect(entry.raw).not.toContain(secret);
}
