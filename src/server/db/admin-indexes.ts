/**
 * What the admin console reads (issue 30, ADR 0048), part of migration 016. Every list is a
 * keyset walk of one index, and every installation-wide figure a count of one (partial) index:
 * - people newest first, all of them or one tier at a time;
 * - a person found by part of their e-mail through a trigram index (SQLite: an FTS5 `trigram`
 *   table kept by triggers, so every path that adds, renames or erases an account keeps it;
 *   PostgreSQL: `pg_trgm`, when this role may create it — otherwise the search still works, by
 *   walking the people newest first);
 * - subscriptions by status and tier in user-id order, and the active monthly ones by provider
 *   (the revenue), without reading a row;
 * - live boards and open tasks, per person (the usage column) and in total (the figures).
 */
import { sql, type Kysely } from 'kysely';
import { sqlDialect } from './dialect.ts';

const live = sql.ref('deleted_at');

async function sqliteEmailSearch(db: Kysely<unknown>): Promise<void> {
  // A plain row per account gives the FTS document a stable rowid (an account's own rowid may
  // change on VACUUM): the document is found and replaced by an index, never a scan.
  await sql`create table user_search_rows (
    id integer primary key,
    user_id text not null unique
  )`.execute(db);
  await sql`create virtual table user_email_search using fts5(email, tokenize = 'trigram')`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into user_search_rows (user_id) values (new.id);
    insert into user_email_search (rowid, email) values (last_insert_rowid(), new.email);
  end`.execute(db);
  await sql`create trigger users_search_email after update of email on users begin
    update user_email_search set email = new.email
      where rowid = (select id from user_search_rows where user_id = new.id);
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    delete from user_email_search where rowid = (select id from user_search_rows where user_id = old.id);
    delete from user_search_rows where user_id = old.id;
  end`.execute(db);
  await sql`insert into user_search_rows (user_id) select id from users`.execute(db);
  await sql`insert into user_email_search (rowid, email)
    select r.id, u.email from user_search_rows r join users u on u.id = r.user_id`.execute(db);
}

/** Whether this role may create pg_trgm here (installed already, superuser, or trusted + CREATE). */
async function mayUseTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select
    exists (select 1 from pg_extension where extname = 'pg_trgm')
    or (exists (select 1 from pg_available_extensions where name = 'pg_trgm') and (
      (select rolsuper from pg_roles where rolname = current_user)
      or (has_database_privilege(current_database(), 'CREATE') and exists (
        select 1 from pg_available_extension_versions v
        where v.name = 'pg_trgm' and coalesce((to_jsonb(v) ->> 'trusted')::boolean, false)))
    )) as ok`.execute(db);
  return rows[0]?.ok === true;
}

async function postgresEmailSearch(db: Kysely<unknown>): Promise<void> {
  if (!(await mayUseTrigrams(db))) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_email_trigram on users using gin (lower(email) gin_trgm_ops)`.execute(db);
}

export async function adminIndexes(db: Kysely<unknown>): Promise<void> {
  // Not partial: the people list walks them with accounts being deleted (a few) skipped as it goes
  // (admin-users.repo.ts says why it must not ask an index for `deleted_at is null` on SQLite).
  await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_tier').on('users').columns(['tier', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('subscriptions_status_tier')
    .on('subscriptions')
    .columns(['status', 'tier', 'user_id'])
    .execute();
  await db.schema
    .createIndex('subscriptions_revenue')
    .on('subscriptions')
    .columns(['status', 'billing_interval', 'tier', 'provider'])
    .execute();
  await db.schema.createIndex('boards_live').on('boards').column('user_id').where(live, 'is', null).execute();
  await db.schema
    .createIndex('tasks_open')
    .on('tasks')
    .column('user_id')
    .where(live, 'is', null)
    .where(sql.ref('completed_at'), 'is', null)
    .execute();
  await (sqlDialect(db) === 'postgres' ? postgresEmailSearch(db) : sqliteEmailSearch(db));
}
