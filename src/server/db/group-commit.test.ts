import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';
import { createNodeSqliteDialect } from './sqlite-dialect.ts';

interface Schema {
  parent: { id: number };
  child: { id: number; parentId: number };
}

describe('group commit (SQLite)', () => {
  let db: Kysely<Schema>;
  beforeEach(async () => {
    db = new Kysely<Schema>({ dialect: createNodeSqliteDialect(':memory:') });
    await sql`create table parent (id integer primary key)`.execute(db);
    // Checked at COMMIT, not at the statement: lets a test make the shared COMMIT fail.
    await sql`create table child (id integer primary key, parentId integer not null
      references parent (id) deferrable initially deferred)`.execute(db);
  });
  afterEach(() => db.destroy());

  const ids = async (table: 'parent' | 'child') =>
    (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
  const insertParent = (id: number) => (trx: Kysely<Schema>) =>
    trx.insertInto('parent').values({ id }).execute();

  it('runs writes queued together in one transaction, each rolled back alone when it throws', async () => {
    let seen = 0;
    const results = await Promise.allSettled([
      groupCommit(db, insertParent(1)),
      groupCommit(db, async (trx) => {
        await trx.insertInto('parent').values({ id: 2 }).execute();
        throw new Error('refused after writing');
      }),
      groupCommit(db, async (trx) => {
        // Sees what the first write kept, not what the second rolled back.
        seen = (await trx.selectFrom('parent').select('id').execute()).length;
        await trx.insertInto('parent').values({ id: 3 }).execute();
        return 'third';
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toMatchObject({ value: 'third' });
    expect(seen).toBe(1);
    expect(await ids('parent')).toEqual([1, 3]);
  });

  it('answers no write before COMMIT: a failed COMMIT fails the whole batch and keeps nothing', async () => {
    const results = await Promise.allSettled([
      groupCommit(db, insertParent(1)),
      groupCommit(db, (trx) => trx.insertInto('child').values({ id: 1, parentId: 99 }).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await ids('parent')).toEqual([]);
    expect(await ids('child')).toEqual([]);
    // The connection was given back: the next batch commits.
    await groupCommit(db, insertParent(4));
    expect(await ids('parent')).toEqual([4]);
  });

  it('runs a write alone, and lets a read in between batches', async () => {
    await groupCommit(db, insertParent(1));
    const [, read] = await Promise.all([groupCommit(db, insertParent(2)), ids('parent')]);
    expect(read.length).toBeGreaterThanOrEqual(1);
    expect(await ids('parent')).toEqual([1, 2]);
  });
});
