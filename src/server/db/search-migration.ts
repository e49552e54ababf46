/**
 * Migration 005: full-text search over a person's tasks (title, description text, checklist texts),
 * in each database's own engine, backfilled from the tasks that exist. The write path keeps it up to
 * date afterwards (modules/search/search.repo.ts), inside each write's transaction.
 * - SQLite: an FTS5 table `task_search(title, body, checklist)` whose rowid is the id of a plain
 *   `task_search_rows(id, task_id, user_id)` row, so a task's document is found and replaced by an
 *   index rather than a scan of the FTS table.
 * - PostgreSQL: `task_search(task_id, user_id, document tsvector)` with a GIN index; weights A (title),
 *   B (description), C (checklist) rank title matches first.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { sqlDialect } from './dialect.ts';

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table task_search_rows (
    id integer primary key,
    task_id text not null unique references tasks(id) on delete cascade,
    user_id text not null
  )`.execute(db);
  await sql`create virtual table task_search using fts5(
    title, body, checklist, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  // A row removed by a cascade (its task hard-deleted) takes its document with it.
  await sql`create trigger task_search_rows_delete after delete on task_search_rows begin
    delete from task_search where rowid = old.id;
  end`.execute(db);
  await sql`insert into task_search_rows (task_id, user_id)
    select id, user_id from tasks where deleted_at is null`.execute(db);
  await sql`insert into task_search (rowid, title, body, checklist)
    select r.id, t.title, t.description_text,
      coalesce((select group_concat(c.text, char(10)) from checklist_items c
        where c.task_id = t.id and c.deleted_at is null), '')
    from task_search_rows r join tasks t on t.id = r.task_id`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create table task_search (
    task_id text primary key references tasks(id) on delete cascade,
    user_id text not null,
    document tsvector not null
  )`.execute(db);
  await sql`create index task_search_document on task_search using gin (document)`.execute(db);
  await sql`create index task_search_user on task_search (user_id)`.execute(db);
  await sql`insert into task_search (task_id, user_id, document)
    select t.id, t.user_id,
      setweight(to_tsvector('simple', t.title), 'A') ||
      setweight(to_tsvector('simple', t.description_text), 'B') ||
      setweight(to_tsvector('simple', coalesce((select string_agg(c.text, ' ') from checklist_items c
        where c.task_id = t.id and c.deleted_at is null), '')), 'C')
    from tasks t where t.deleted_at is null`.execute(db);
}

export const m005Search: Migration = {
  up: (db: Kysely<unknown>) => (sqlDialect(db) === 'postgres' ? upPostgres(db) : upSqlite(db)),
};
