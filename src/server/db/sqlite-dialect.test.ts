import { CamelCasePlugin, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSqliteDialect } from './sqlite-dialect.ts';

interface Db {
  notes: { id: number; sortKey: string };
}

let db: Kysely<Db>;

describe('the node:sqlite dialect', () => {
  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: createNodeSqliteDialect(':memory:'), plugins: [new CamelCasePlugin()] });
    await sql`create table notes (id integer primary key, sort_key text not null)`.execute(db);
    await db
      .insertInto('notes')
      .values(['c', 'a', 'd', 'b'].map((sortKey, i) => ({ id: i + 1, sortKey })))
      .execute();
  });
  afterAll(() => db.destroy());

  it('writes an integer LIMIT into the SQL, so a reused statement is not prepared again per run', async () => {
    const first = db.selectFrom('notes').select('sortKey').orderBy('sortKey').limit(1);
    const compiled = first.compile();
    expect(compiled.sql).toMatch(/ limit 1$/);
    expect(compiled.parameters).toEqual([]);
    expect(await first.execute()).toEqual([{ sortKey: 'a' }]);
    const page = db.selectFrom('notes').select('id').orderBy('sortKey').limit(2).offset(1);
    expect(page.compile().sql).toMatch(/ limit 2 offset \?$/);
    expect((await page.execute()).map((r) => r.id)).toEqual([4, 1]);
  });

  it('still binds a LIMIT that is not a plain integer', async () => {
    const bound = db
      .selectFrom('notes')
      .select('id')
      .orderBy('id')
      .limit(sql<number>`${2}`);
    const compiled = bound.compile();
    expect(compiled.sql).toMatch(/ limit \?$/);
    expect(compiled.parameters).toEqual([2]);
    expect((await bound.execute()).map((r) => r.id)).toEqual([1, 2]);
    const fractional = db.selectFrom('notes').select('id').limit(1.5);
    expect(fractional.compile().sql).toMatch(/ limit \?$/);
  });
});
