/**
 * Usage as the admin console shows it (spec §9): counted up to a cap — 100 boards, 500 tasks —
 * and shown with a plus sign once the cap is reached (`isCapped`), so a page of people costs at
 * most the caps' worth of index entries per person, however much one of them holds. Counted for
 * the people on the page only, in one statement, from the partial indexes of live boards, live
 * tasks and open tasks (admin-indexes.ts, tasks_live_pool_order).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { z } from 'zod';
import type { UsageSchema } from '../../../shared/contracts/me.ts';

export const ADMIN_USAGE_CAP = { boards: 100, tasks: 500 } as const;

export type AdminUsage = z.infer<typeof UsageSchema>;

function branches(userId: string, i: number) {
  const at = (k: number) => sql.lit(i * 3 + k);
  return [
    sql`select ${at(0)} as i, count(*) as n from (select 1 from boards
      where user_id = ${userId} and deleted_at is null limit ${sql.lit(ADMIN_USAGE_CAP.boards)}) as c`,
    sql`select ${at(1)} as i, count(*) as n from (select 1 from tasks
      where user_id = ${userId} and deleted_at is null and completed_at is null
      limit ${sql.lit(ADMIN_USAGE_CAP.tasks)}) as c`,
    sql`select ${at(2)} as i, count(*) as n from (select 1 from tasks
      where user_id = ${userId} and deleted_at is null limit ${sql.lit(ADMIN_USAGE_CAP.tasks)}) as c`,
  ];
}

/** Each person's capped usage, by id. */
export async function cappedUsage(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, AdminUsage>> {
  const out = new Map<string, AdminUsage>();
  if (userIds.length === 0) return out;
  const parts = userIds.flatMap((id, i) => branches(id, i));
  const res = await sql<{ i: number; n: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const counts = new Array<number>(parts.length).fill(0);
  for (const row of res.rows) counts[Number(row.i)] = Number(row.n);
  const lastUpdated = new Date().toISOString();
  userIds.forEach((id, i) => {
    const [boards = 0, activeTasks = 0, totalTasks = 0] = counts.slice(i * 3, i * 3 + 3);
    const isCapped = boards >= ADMIN_USAGE_CAP.boards || totalTasks >= ADMIN_USAGE_CAP.tasks;
    out.set(id, { boards, activeTasks, totalTasks, isCapped, lastUpdated });
  });
  return out;
}
