import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atBatchEnd, groupCommit } from './group-commit.ts';
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

  describe('work at the batch end', () => {
    /** A write that inserts `id` and asks, under `key`, for `later` to be inserted at the batch's end. */
    const asking =
      (id: number, key: string, later: number, fail = false) =>
      async (trx: Kysely<Schema>) => {
        await trx.insertInto('parent').values({ id }).execute();
        const asked = atBatchEnd(trx, key, async () => {
          // It runs after every write of the batch: the last write's row is already there.
          const rows = await trx.selectFrom('parent').select('id').execute();
          await trx
            .insertInto('child')
            .values({ id: later, parentId: rows.at(-1)?.id ?? 0 })
            .execute();
        });
        expect(asked).toBe(true);
        if (fail) throw new Error('refused after asking');
      };
    const children = async () =>
      (await db.selectFrom('child').select(['id', 'parentId']).orderBy('id').execute()).map(
        (r) => `${r.id}→${r.parentId}`,
      );

    it('runs once per key after every write, before the COMMIT; the last request under a key wins', async () => {
      await Promise.all([
        groupCommit(db, asking(1, 'a', 10)),
        groupCommit(db, asking(2, 'b', 20)),
        groupCommit(db, asking(3, 'a', 30)),
      ]);
      // Key a's first request was replaced by its second; both ran after write 3.
      expect(await children()).toEqual(['20→3', '30→3']);
    });

    it('drops what a write that throws asked for, and keeps what the others asked', async () => {
      const results = await Promise.allSettled([
        groupCommit(db, asking(1, 'a', 10)),
        groupCommit(db, asking(2, 'a', 20, true)),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
      expect(await ids('parent')).toEqual([1]);
      expect(await children()).toEqual(['10→1']);
    });

    it('fails the whole batch, as a failed COMMIT does, when the work throws', async () => {
      const results = await Promise.allSettled([
        groupCommit(db, insertParent(1)),
        groupCommit(db, async (trx) => {
          await trx.insertInto('parent').values({ id: 2 }).execute();
          atBatchEnd(trx, 'a', () => Promise.reject(new Error('the index refused')));
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(await ids('parent')).toEqual([]);
      await groupCommit(db, insertParent(3));
      expect(await ids('parent')).toEqual([3]);
    });

    it('is refused outside a batch, so the caller does the work at once', async () => {
      expect(atBatchEnd(db, 'a', () => Promise.resolve())).toBe(false);
      await db.transaction().execute(async (trx) => {
        expect(atBatchEnd(trx, 'a', () => Promise.resolve())).toBe(false);
      });
      // Nor from the work itself, once the writes are done: it runs there and then.
      let inner: boolean | undefined;
      await groupCommit(db, async (trx) => {
        atBatchEnd(trx, 'a', async () => {
          inner = atBatchEnd(trx, 'b', () => Promise.resolve());
        });
      });
      expect(inner).toBe(false);
    });
  });

  it('runs a write alone, and lets a read in between batches', async () => {
    await groupCommit(db, insertParent(1));
    const [, read] = await Promise.all([groupCommit(db, insertParent(2)), ids('parent')]);
    expect(read.length).toBeGreaterThanOrEqual(1);
    expect(await ids('parent')).toEqual([1, 2]);
  });
});
