/**
 * Reading the activity log for the console (issue 30, ADR 0048): newest first by id (UUIDv7, so
 * equal times are still in one order and a page continues after the last id), every filter on
 * the server, each page one walk of an index from the key however deep it is:
 * - a time range is an id range (a UUIDv7 starts with its millisecond);
 * - one person's entries (the user detail's tab): `activity_log_user`;
 * - a few people found by e-mail: one walk per person of `activity_log_user` and of
 *   `activity_log_actor`, each a page deep, merged; more people: all their entries by the same
 *   indexes, sorted; a search matching very many people: the log walked with it as a filter;
 * - part of an action name: the log's distinct actions (a skip scan of `activity_log_action`)
 *   that contain it, one walk per action, merged;
 * - a category: `activity_log_category`; nothing else: the primary key.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { activityCategory, readableAction, type ActivityCategory } from '../../../shared/activity.ts';
import type { ACTIVITY_TIME_RANGES } from '../../../shared/contracts/admin.ts';
import { containsText, inIds, mergeNewest } from './admin-sql.ts';
import { BROAD, matchPeople, type PeopleMatch } from './people-search.ts';

export interface ActivityFilter {
  /** Part of the e-mail of whom an entry is about, or of who acted. */
  email?: string | undefined;
  action?: string | undefined;
  category?: ActivityCategory | undefined;
  timeRange: (typeof ACTIVITY_TIME_RANGES)[number];
  subjectId?: string | undefined;
}

const HOUR = 60 * 60 * 1000;
const RANGE_MS = { '1h': HOUR, '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR } as const;
/** More people or actions than this and a filter is applied to one walk instead of merged walks. */
const MAX_BRANCHES = 50;

/** The smallest UUIDv7 of the millisecond `ms`: every id at or after it is from then on. */
export function idFloor(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}

/** The actions in the log, one index seek each (a skip scan: there are a few dozen). */
async function loggedActions(db: Database): Promise<string[]> {
  const res = await sql<{ action: string }>`with recursive a(action) as (
      select min(action) from activity_log
      union all
      select (select min(action) from activity_log where action > a.action) from a where a.action is not null
    ) select action from a where action is not null`.execute(db);
  return res.rows.map((r) => r.action);
}

async function matchingActions(db: Database, text: string, category: ActivityCategory | undefined) {
  const needle = text.toLowerCase();
  return (await loggedActions(db)).filter(
    (a) =>
      (a.toLowerCase().includes(needle) || readableAction(a).toLowerCase().includes(needle)) &&
      (!category || activityCategory(a) === category),
  );
}

interface Plan {
  /** What every walk applies: the key, the time range, the category, the subject. */
  where: RawBuilder<SqlBool>[];
  people: PeopleMatch | undefined;
  /** The e-mail filter, for a walk not already driven by the people it names. */
  peopleWhere: RawBuilder<SqlBool> | undefined;
  actions: string[] | undefined;
}

function peopleFilter(db: Database, people: PeopleMatch, email: string): RawBuilder<SqlBool> {
  if (people !== BROAD)
    return sql<SqlBool>`(${inIds(db, sql.ref('user_id'), people)} or ${inIds(db, sql.ref('actor_id'), people)})`;
  const about = (column: string) =>
    sql`exists (select 1 from users u where u.id = ${sql.ref(column)} and ${containsText(db, sql.ref('u.email'), email)})`;
  return sql<SqlBool>`(${about('activity_log.user_id')} or ${about('activity_log.actor_id')})`;
}

/** The filters every walk applies; null when nothing can match. */
async function planOf(
  db: Database,
  f: ActivityFilter,
  before: string | undefined,
  now: number,
): Promise<Plan | null> {
  const where: RawBuilder<SqlBool>[] = [];
  if (before) where.push(sql<SqlBool>`id < ${before}`);
  if (f.timeRange !== 'all') where.push(sql<SqlBool>`id >= ${idFloor(now - RANGE_MS[f.timeRange])}`);
  if (f.category) where.push(sql<SqlBool>`category = ${f.category}`);
  if (f.subjectId) where.push(sql<SqlBool>`user_id = ${f.subjectId}`);
  const actions = f.action ? await matchingActions(db, f.action, f.category) : undefined;
  if (actions?.length === 0) return null;
  const email = f.email?.trim().toLowerCase();
  const people = email ? await matchPeople(db, email) : undefined;
  if (people !== undefined && people !== BROAD && people.length === 0) return null;
  const peopleWhere = people !== undefined && email ? peopleFilter(db, people, email) : undefined;
  return { where, people, peopleWhere, actions };
}

const and = (parts: RawBuilder<SqlBool>[]) =>
  parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`;

/** The branches a page is merged from, or null for one walk. */
function branchesOf(
  db: Database,
  plan: Plan,
  f: ActivityFilter,
  limit: number,
): RawBuilder<unknown>[] | null {
  const branch = (extra: RawBuilder<SqlBool>, where = plan.where) =>
    sql`select id as k from activity_log where ${extra} and ${and(where)} order by id desc limit ${sql.lit(limit)}`;
  if (f.subjectId) return null;
  const { people, actions } = plan;
  const withPeople = plan.peopleWhere ? [...plan.where, plan.peopleWhere] : plan.where;
  const withActions = actions ? [...plan.where, inIds(db, sql.ref('action'), actions)] : plan.where;
  if (people !== undefined && people !== BROAD && people.length <= MAX_BRANCHES)
    return people.flatMap((p) => [
      branch(sql`user_id = ${p}`, withActions),
      branch(sql`actor_id = ${p}`, withActions),
    ]);
  if (people !== undefined && people !== BROAD) {
    // Many people: each index gives all their entries (a person holds few), then one sort.
    const all = (column: string) =>
      sql`select id as k from activity_log where ${inIds(db, sql.ref(column), people)} and ${and(withActions)}`;
    return [all('user_id'), all('actor_id')];
  }
  if (actions && actions.length <= MAX_BRANCHES)
    return actions.map((a) => branch(sql`action = ${a}`, withPeople));
  return null;
}

/** Up to `limit` entries, newest first, older than `before` (an id) when given. */
export async function findEntries(
  db: Database,
  f: ActivityFilter,
  before: string | undefined,
  limit: number,
  now = Date.now(),
) {
  const plan = await planOf(db, f, before, now);
  if (!plan) return [];
  const branches = branchesOf(db, plan, f, limit);
  let query = db.selectFrom('activityLog').selectAll().orderBy('id', 'desc').limit(limit);
  if (branches) {
    // A person's branches overlap (an entry they made about themselves is in both).
    const ids = await mergeNewest(db, branches, limit, plan.people !== undefined);
    if (ids.length === 0) return [];
    return query.where(inIds(db, sql.ref('id'), ids)).execute();
  }
  if (plan.actions) query = query.where(inIds(db, sql.ref('action'), plan.actions));
  if (plan.peopleWhere) query = query.where(plan.peopleWhere);
  return query.where(and(plan.where)).execute();
}
