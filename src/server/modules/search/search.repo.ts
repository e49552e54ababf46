/**
 * The search index (migration 005) and its queries. `refreshTaskSearch` is called by every write
 * that changes what a task is found by (its title, description, checklist texts, or whether it is
 * deleted), inside that write's transaction, so the index never disagrees with the tasks.
 * The dialect-specific SQL lives here and in the migration only.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { sqlDialect } from '../../db/dialect.ts';
import { atBatchEnd } from '../../db/group-commit.ts';
import { prepared, rawQuery } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { fts5Query, tsQuery } from './search-text.ts';

type Db = Kysely<DB> | Transaction<DB>;

interface SearchSource {
  title: string;
  body: string;
  checklist: string;
}

/** A live task's searchable text, or undefined when it is deleted or not this user's. */
async function searchSource(db: Db, userId: string, taskId: string): Promise<SearchSource | undefined> {
  const task = await db
    .selectFrom('tasks')
    .select(['title', 'descriptionText'])
    .where('id', '=', taskId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!task) return undefined;
  const items = await db
    .selectFrom('checklistItems')
    .select('text')
    .where('taskId', '=', taskId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('sortKey')
    .execute();
  return { title: task.title, body: task.descriptionText, checklist: items.map((i) => i.text).join('\n') };
}

// Every create indexes its task: compiled once (db/prepared.ts).
const insertSearchRowQuery = prepared((db, taskId: string, userId: string) =>
  rawQuery(
    db,
    sql<{ id: number }>`insert into task_search_rows (task_id, user_id) values (${taskId}, ${userId})
      returning id`,
  ),
);
const insertSqliteDocumentQuery = prepared(
  (db, rowId: number, title: string, body: string, checklist: string) =>
    rawQuery(
      db,
      sql`insert into task_search (rowid, title, body, checklist)
        values (${rowId}, ${title}, ${body}, ${checklist})`,
    ),
);
const insertPostgresDocumentQuery = prepared(
  (db, taskId: string, userId: string, title: string, body: string, checklist: string) =>
    rawQuery(
      db,
      sql`insert into task_search (task_id, user_id, document) values (${taskId}, ${userId},
        setweight(to_tsvector('simple', ${title}), 'A') ||
        setweight(to_tsvector('simple', ${body}), 'B') ||
        setweight(to_tsvector('simple', ${checklist}), 'C'))`,
    ),
);

async function insertSearchRow(db: Db, userId: string, taskId: string): Promise<number> {
  const [row] = await insertSearchRowQuery(db, taskId, userId);
  if (!row) throw new Error('task_search_rows insert returned no id');
  return row.id;
}

async function refreshSqlite(db: Db, userId: string, taskId: string, src?: SearchSource): Promise<void> {
  const existing = await sql<{
    id: number;
  }>`select id from task_search_rows where task_id = ${taskId}`.execute(db);
  const rowId = existing.rows[0]?.id;
  if (rowId !== undefined) await sql`delete from task_search where rowid = ${rowId}`.execute(db);
  if (!src) {
    if (rowId !== undefined) await sql`delete from task_search_rows where id = ${rowId}`.execute(db);
    return;
  }
  await insertSqliteDocument(db, rowId ?? (await insertSearchRow(db, userId, taskId)), src);
}

async function insertSqliteDocument(db: Db, rowId: number, src: SearchSource): Promise<void> {
  await insertSqliteDocumentQuery(db, rowId, src.title, src.body, src.checklist);
}

async function insertPostgresDocument(
  db: Db,
  userId: string,
  taskId: string,
  src: SearchSource,
): Promise<void> {
  await insertPostgresDocumentQuery(db, taskId, userId, src.title, src.body, src.checklist);
}

async function refreshPostgres(db: Db, userId: string, taskId: string, src?: SearchSource): Promise<void> {
  await sql`delete from task_search where task_id = ${taskId} and user_id = ${userId}`.execute(db);
  if (src) await insertPostgresDocument(db, userId, taskId, src);
}

/**
 * On SQLite, a write in a group-commit batch leaves its task's document to the batch's end, once
 * per task, outside the writes' savepoints (FTS5 flushes a segment at each; db/group-commit.ts,
 * ADR 0044). The key is the task's, so the batch's last request for a task is the one that runs.
 */
function sqliteAtBatchEnd(db: Db, userId: string, taskId: string, work: () => Promise<void>): boolean {
  return atBatchEnd(db, `search:${userId}:${taskId}`, work);
}

/** Bring a task's search document in line with the task: replaced when live, removed when not. */
export async function refreshTaskSearch(db: Db, userId: string, taskId: string): Promise<void> {
  if (sqlDialect(db) === 'postgres') {
    await refreshPostgres(db, userId, taskId, await searchSource(db, userId, taskId));
    return;
  }
  // Read at the batch's end, so it is the task as the batch leaves it.
  const refresh = async () => refreshSqlite(db, userId, taskId, await searchSource(db, userId, taskId));
  if (!sqliteAtBatchEnd(db, userId, taskId, refresh)) await refresh();
}

/**
 * Removes the documents of tasks deleted together (an import undone), a chunk per statement,
 * rather than refreshing each: the tasks are deleted already. On SQLite, the rows' trigger removes
 * their FTS documents; a refresh still pending at the batch's end reads the task as deleted.
 */
export async function forgetTaskSearch(db: Db, userId: string, taskIds: readonly string[]): Promise<void> {
  for (let i = 0; i < taskIds.length; i += 500) {
    const ids = sql.join(taskIds.slice(i, i + 500));
    if (sqlDialect(db) === 'postgres')
      await sql`delete from task_search where user_id = ${userId} and task_id in (${ids})`.execute(db);
    else await sql`delete from task_search_rows where user_id = ${userId} and task_id in (${ids})`.execute(db);
  }
}

/**
 * The search document of a task just inserted (no document yet, no checklist): what
 * `refreshTaskSearch` would write, without reading back what the caller already holds.
 */
export async function indexNewTask(
  db: Db,
  userId: string,
  taskId: string,
  src: { title: string; body: string },
): Promise<void> {
  const doc = { ...src, checklist: '' };
  if (sqlDialect(db) === 'postgres') {
    await insertPostgresDocument(db, userId, taskId, doc);
    return;
  }
  // The row id now, in the write; the document at the batch's end, unless a later write of the
  // batch refreshes the task (which then reads it as the batch leaves it).
  const rowId = await insertSearchRow(db, userId, taskId);
  const insert = () => insertSqliteDocument(db, rowId, doc);
  if (!sqliteAtBatchEnd(db, userId, taskId, insert)) await insert();
}

/**
 * The documents of many tasks just inserted together (an import's batch), their checklists' text
 * given: on PostgreSQL a statement per 200 documents, on SQLite each as `indexNewTask` writes it.
 */
export async function indexNewTasks(
  db: Db,
  userId: string,
  docs: readonly ({ taskId: string } & SearchSource)[],
): Promise<void> {
  if (sqlDialect(db) !== 'postgres') {
    for (const d of docs) {
      const rowId = await insertSearchRow(db, userId, d.taskId);
      const insert = () => insertSqliteDocument(db, rowId, d);
      if (!sqliteAtBatchEnd(db, userId, d.taskId, insert)) await insert();
    }
    return;
  }
  for (let i = 0; i < docs.length; i += 200) {
    const rows = docs.slice(i, i + 200).map(
      (d) => sql`(${d.taskId}, ${userId}, setweight(to_tsvector('simple', ${d.title}), 'A') ||
        setweight(to_tsvector('simple', ${d.body}), 'B') ||
        setweight(to_tsvector('simple', ${d.checklist}), 'C'))`,
    );
    await sql`insert into task_search (task_id, user_id, document) values ${sql.join(rows)}`.execute(db);
  }
}

/** Ids of the user's live tasks matching every word (the last as a prefix), best first. */
export async function searchTaskIds(
  db: Db,
  userId: string,
  words: string[],
  limit: number,
): Promise<string[]> {
  if (words.length === 0) return [];
  if (sqlDialect(db) === 'postgres') {
    const query = tsQuery(words);
    const res = await sql<{ id: string }>`select s.task_id as id from task_search s
      join tasks t on t.id = s.task_id
      where s.user_id = ${userId} and t.deleted_at is null and s.document @@ to_tsquery('simple', ${query})
      order by ts_rank(s.document, to_tsquery('simple', ${query})) desc, t.id
      limit ${limit}`.execute(db);
    return res.rows.map((r) => r.id);
  }
  // bm25 weighs title 10, description 3, checklist 1; lower is better.
  const res = await sql<{ id: string }>`select r.task_id as id from task_search
    join task_search_rows r on r.id = task_search.rowid
    join tasks t on t.id = r.task_id
    where task_search match ${fts5Query(words)} and r.user_id = ${userId} and t.deleted_at is null
    order by bm25(task_search, 10.0, 3.0, 1.0), r.task_id
    limit ${limit}`.execute(db);
  return res.rows.map((r) => r.id);
}

export interface HitSource {
  id: string;
  title: string;
  descriptionText: string;
  checklist: string[];
}

/** What the hits' fields and snippets are made from, in the order of `ids`. */
export async function hitSources(db: Db, userId: string, ids: string[]): Promise<HitSource[]> {
  if (ids.length === 0) return [];
  const tasks = await db
    .selectFrom('tasks')
    .select(['id', 'title', 'descriptionText'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
  const items = await db
    .selectFrom('checklistItems')
    .select(['taskId', 'text'])
    .where('userId', '=', userId)
    .where('taskId', 'in', ids)
    .where('deletedAt', 'is', null)
    .orderBy('sortKey')
    .execute();
  const byId = new Map(tasks.map((t) => [t.id, { ...t, checklist: [] as string[] }]));
  for (const item of items) byId.get(item.taskId)?.checklist.push(item.text);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
