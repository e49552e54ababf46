import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../test/helpers.ts';
import { prepared } from './prepared.ts';

let t: TestApp;

describe('prepared queries', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer as the same Kysely query does, with new arguments on every run and in a transaction', async () => {
    const db = t.app.ctx.database.db;
    const [a, b] = [await createTestUser(t.app), await createTestUser(t.app)];
    const find = prepared((d, id: string, tier: string) =>
      d
        .selectFrom('users')
        .select(['id', 'email', 'tombstoneHorizon'])
        .where('id', '=', id)
        .where('tier', '=', tier),
    );
    for (const user of [a, b]) {
      const direct = await db
        .selectFrom('users')
        .select(['id', 'email', 'tombstoneHorizon'])
        .where('id', '=', user.id)
        .where('tier', '=', 'basic')
        .execute();
      expect(await find(db, user.id, 'basic')).toEqual(direct);
      expect(direct).toHaveLength(1);
    }
    expect(await find(db, a.id, 'pro')).toEqual([]);
    const inTransaction = await db.transaction().execute((trx) => find(trx, b.id, 'basic'));
    expect(inTransaction.map((r) => r.id)).toEqual([b.id]);
  });

  it('refuses a query whose argument does not reach the SQL as a parameter', async () => {
    const byColumn = prepared((d, column: string) =>
      d.selectFrom('users').select('id').where(sql.ref(column), '=', 'x'),
    );
    await expect(byColumn(t.app.ctx.database.db, 'email')).rejects.toThrow(/as a parameter/);
  });
});
