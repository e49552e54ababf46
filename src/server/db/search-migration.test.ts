/** Migration 005 indexes the tasks that exist before it, on both databases. */
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitSources, searchTaskIds } from '../modules/search/search.repo.ts';
import { openEmptyDatabase } from '../test/empty-database.ts';
import { migrate } from './database.ts';
import { sqlDialect } from './dialect.ts';
import { migrationProvider } from './migrations.ts';
import type { DB } from './schema.ts';

const task = (id: string, title: string, extra: { descriptionText?: string; deletedAt?: number } = {}) => ({
  id,
  userId: 'u1',
  title,
  quadrant: 1,
  color: 'yellow',
  description: extra.descriptionText ? `<p>${extra.descriptionText}</p>` : '',
  descriptionText: extra.descriptionText ?? '',
  dueDate: null,
  dueTime: null,
  completedAt: null,
  poolSortKey: 'a0',
  createdAt: 1,
  updatedAt: 1,
  version: 1,
  deletedAt: extra.deletedAt ?? null,
});

describe('migration 005-search', () => {
  let handle: { db: Kysely<DB>; close: () => Promise<void> };
  beforeAll(async () => {
    handle = await openEmptyDatabase();
    const { db } = handle;
    const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('004-task-details');
    expect(before.error).toBeUndefined();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'u1@example.com',
        name: 'U',
        passwordHash: null,
        language: null,
        createdAt: 1,
        updatedAt: 1,
        lastLoginAt: null,
      })
      .execute();
    await db
      .insertInto('tasks')
      .values([
        task('t1', 'Quarterly report'),
        task('t2', 'Bank', { descriptionText: 'ask about the mortgage' }),
        task('t3', 'Trip'),
        task('t4', 'Old report', { deletedAt: 5 }),
      ])
      .execute();
    await db
      .insertInto('checklistItems')
      .values({
        id: 'c1',
        userId: 'u1',
        taskId: 't3',
        text: 'pack the passport',
        done: 0,
        sortKey: 'a0',
        createdAt: 1,
        updatedAt: 1,
        version: 1,
        deletedAt: null,
      })
      .execute();
    await migrate(db);
  });
  afterAll(() => handle.close());

  it('backfills the live tasks: titles, descriptions and checklist texts', async () => {
    const { db } = handle;
    expect(await searchTaskIds(db, 'u1', ['repo'], 10)).toEqual(['t1']);
    expect(await searchTaskIds(db, 'u1', ['mortgage'], 10)).toEqual(['t2']);
    expect(await searchTaskIds(db, 'u1', ['passport'], 10)).toEqual(['t3']);
    expect(await searchTaskIds(db, 'u2', ['repo'], 10)).toEqual([]);
    expect((await hitSources(db, 'u1', ['t3']))[0]?.checklist).toEqual(['pack the passport']);
  });

  it('drops a task’s document when the task row itself goes (a cascade), leaving nothing behind', async () => {
    const { db } = handle;
    await db.deleteFrom('checklistItems').where('taskId', '=', 't3').execute();
    await db.deleteFrom('tasks').where('id', '=', 't3').execute();
    const left =
      sqlDialect(db) === 'postgres'
        ? await sql<{ n: number }>`select count(*)::int as n from task_search where task_id = 't3'`.execute(
            db,
          )
        : await sql<{
            n: number;
          }>`select count(*) as n from task_search where task_search match 'trip'`.execute(db);
    expect(left.rows[0]?.n).toBe(0);
  });
});
