import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../test/helpers.ts';
import { prepared } from './prepared.ts';

let t: TestApp;

describe('prepared queries on PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('run as named statements, parsed once per connection; other queries stay unnamed', async () => {
    const user = await createTestUser(t.app);
    const find = prepared((d, id: string) => d.selectFrom('users').select('email').where('id', '=', id));
    const named = await t.app.ctx.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) expect(await find(trx, user.id)).toEqual([{ email: user.email }]);
      await trx.selectFrom('users').select('id').where('id', '=', user.id).execute();
      // pg_prepared_statements lists this connection's statements (the transaction holds one).
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements
        where not from_sql`.execute(trx);
      return rows.map((r) => r.statement);
    });
    expect(named.filter((s) => s.includes('"email"') && s.includes('"users"'))).toHaveLength(1);
    expect(named.some((s) => s.startsWith('select "id" from "users"'))).toBe(false);
  });

  it('keep answering after another process changes a table under a prepared select *', async () => {
    const db = t.app.ctx.database.db;
    const user = await createTestUser(t.app);
    const whole = prepared((d, id: string) => d.selectFrom('users').selectAll().where('id', '=', id));
    await db.connection().execute(async (conn) => {
      expect(await whole(conn, user.id)).toHaveLength(1); // parsed and named on this connection
      await sql`alter table users add column added_by_a_rolling_deploy integer`.execute(db);
      const [row] = await whole(conn, user.id);
      expect(row).toMatchObject({ id: user.id, addedByARollingDeploy: null });
      expect(await whole(conn, user.id)).toHaveLength(1);
    });
  });
});
