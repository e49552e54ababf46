/**
 * Usage as the admin console shows it (spec §9): counted up to a cap — 100 boards, 500 tasks —
 * and shown with a plus sign once the cap is reached (`isCapped`), so a page of people costs at
 * most the caps' worth of index entries per person, however much one of them holds. Counted for
 * the people on the page only, in one statement (three counts per person, each planned once), from
 * the partial indexes of live boards, live tasks and open tasks (admin-indexes.ts,
 * tasks_live_pool_order).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sqlDialect } from '../../db/dialect.ts';
import type { z } from 'zod';
import type { UsageSchema } from '../../../shared/contracts/me.ts';

export const ADMIN_USAGE_CAP = { boards: 100, tasks: 500 } as const;

export type AdminUsage = z.infer<typeof UsageSchema>;

/** The people as rows of one column `value`, from one parameter (see admin-sql.ts). */
function peopleOf(db: Database, ids: readonly string[]) {
  return sqlDialect(db) === 'postgres'
    ? sql`unnest(${[...ids]}::text[]) as p(value)`
    : sql`json_each(${JSON.stringify(ids)}) as p`;
}

const capped = (from: string, where: string, cap: number) =>
  sql`(select count(*) from (select 1 from ${sql.raw(from)} where user_id = p.value and ${sql.raw(where)}
    limit ${sql.lit(cap)}) as c)`;

/** Each person's capped usage, by id. */
export async function cappedUsage(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, AdminUsage>> {
  const out = new Map<string, AdminUsage>();
  if (userIds.length === 0) return out;
  const res = await sql<{ value: string; boards: number; active: number; total: number }>`select p.value,
      ${capped('boards', 'deleted_at is null', ADMIN_USAGE_CAP.boards)} as boards,
      ${capped('tasks', 'deleted_at is null and completed_at is null', ADMIN_USAGE_CAP.tasks)} as active,
      ${capped('tasks', 'deleted_at is null', ADMIN_USAGE_CAP.tasks)} as total
    from ${peopleOf(db, userIds)}`.execute(db);
  const counts = new Map(res.rows.map((r) => [r.value, r]));
  const lastUpdated = new Date().toISOString();
  for (const id of userIds) {
    const c = counts.get(id);
    const [boards, activeTasks, totalTasks] = [
      Number(c?.boards ?? 0),
      Number(c?.active ?? 0),
      Number(c?.total ?? 0),
    ];
    const isCapped = boards >= ADMIN_USAGE_CAP.boards || totalTasks >= ADMIN_USAGE_CAP.tasks;
    out.set(id, { boards, activeTasks, totalTasks, isCapped, lastUpdated });
  }
  return out;
}
