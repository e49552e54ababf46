/**
 * People for the admin console, newest first (creation time, then id), a page at a time by key.
 * Accounts being deleted are left out. How a page is found, so it stays fast at any size:
 * - by default, one walk of `users_created` (or `users_tier` for a tier) from the key;
 * - on SQLite, a search matching few people, or a status few subscriptions have, names those
 *   people first (the trigram index, `subscriptions_status_tier`) and only they are sorted; a
 *   broad search or a common status filters the walk instead: matches are then dense enough that a
 *   page is found after a few rows. PostgreSQL makes that choice itself, from its statistics.
 * SQLite's planner, without statistics (nothing runs ANALYZE), takes `deleted_at is null` for a
 * selective lookup of `users_deleted` and a status for one of `subscriptions_status_tier`, and
 * would read every live account and sort them instead of walking in order; those two filters are
 * written so that no index is asked for them there (`+column`, SQLite's documented way), and
 * checked on each row of the walk. PostgreSQL plans from statistics and gets them plain.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sqlDialect } from '../../db/dialect.ts';
import type { PlanTier } from '../../../shared/plans.ts';
import type { PersonKey } from './cursor.ts';
import { containsText, inIds } from './admin-sql.ts';
import { BROAD, matchPeople, MAX_MATCHED_PEOPLE } from './people-search.ts';

export interface PeopleQuery {
  search?: string | undefined;
  tier?: PlanTier | undefined;
  status?: string | undefined;
  after?: PersonKey | undefined;
  limit: number;
}

export interface PersonRow {
  id: string;
  email: string;
  name: string;
  role: string;
  tier: string;
  createdAt: number;
  status: string | null;
}

/** Subscribers with this status, or BROAD when more than the cap have it. */
async function withStatus(db: Database, status: string): Promise<string[] | typeof BROAD> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('userId')
    .where('status', '=', status)
    // In the index's order, so the first matches are read from it and no further.
    .orderBy('tier')
    .orderBy('userId')
    .limit(MAX_MATCHED_PEOPLE + 1)
    .execute();
  return rows.length > MAX_MATCHED_PEOPLE ? BROAD : rows.map((r) => r.userId);
}

/** The people a page is chosen from (null: walk everyone), and the search to filter a walk by. */
async function candidates(
  db: Database,
  q: PeopleQuery,
): Promise<{ ids: string[] | null; text: string | null }> {
  const search = q.search?.trim().toLowerCase() ?? '';
  // PostgreSQL plans from statistics: the trigram index serves the search's LIKE, and the planner
  // chooses between reading the few matches and sorting them, or walking in order past them.
  if (sqlDialect(db) === 'postgres') return { ids: null, text: search || null };
  if (search) {
    const people = await matchPeople(db, search);
    if (people !== BROAD) return { ids: people, text: null };
  }
  const text = search || null;
  if (q.status) {
    const subscribers = await withStatus(db, q.status);
    if (subscribers !== BROAD) return { ids: subscribers, text };
  }
  return { ids: null, text };
}

/** A column the planner must not look up by (see the header): `+column` on SQLite. */
const rowCheck = (db: Database, column: string) =>
  sqlDialect(db) === 'sqlite' ? sql`+${sql.ref(column)}` : sql.ref(column);

export async function findPeople(db: Database, q: PeopleQuery): Promise<PersonRow[]> {
  const { ids, text } = await candidates(db, q);
  if (ids?.length === 0) return [];
  const filters: Expression<SqlBool>[] = [sql<SqlBool>`${rowCheck(db, 'u.deleted_at')} is null`];
  if (ids) filters.push(inIds(db, sql.ref('u.id'), ids));
  if (text) filters.push(containsText(db, sql.ref('u.email'), text));
  if (q.status) filters.push(sql<SqlBool>`${rowCheck(db, 's.status')} = ${q.status}`);
  let query = db
    .selectFrom('users as u')
    .leftJoin('subscriptions as s', 's.userId', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.tier', 'u.createdAt', 's.status'])
    .where((eb) => eb.and(filters));
  if (q.tier) query = query.where('u.tier', '=', q.tier);
  if (q.after) {
    const { createdAt, id } = q.after;
    query = query.where((eb) => eb(eb.refTuple('u.createdAt', 'u.id'), '<', eb.tuple(createdAt, id)));
  }
  return query.orderBy('u.createdAt', 'desc').orderBy('u.id', 'desc').limit(q.limit).execute();
}

export function findPerson(db: Database, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'tier', 'createdAt', 'lastLoginAt'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}
