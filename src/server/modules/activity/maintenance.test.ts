/**
 * `system.maintenance`: a start that upgrades an existing database's schema says so, once, with
 * the migrations it applied; a new database's first start and a start with nothing to apply do not.
 */
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../db/database.ts';
import { migrationProvider, migrations } from '../../db/migrations.ts';
import { openEmptyDatabase } from '../../test/empty-database.ts';
import { allEntries } from './activity.test-support.ts';
import { recordSchemaUpgrade } from './maintenance.ts';

const names = Object.keys(migrations).sort();
const [last, secondLast] = [names.at(-1), names.at(-2)];

let handle: Awaited<ReturnType<typeof openEmptyDatabase>>;
beforeEach(async () => {
  handle = await openEmptyDatabase();
});
afterEach(() => handle.close());

const maintenance = async () =>
  (await allEntries(handle.db)).filter((e) => e.action === 'system.maintenance');

describe('a schema upgrade at start', () => {
  it('is recorded as System with the migrations it applied and where it started from', async () => {
    const { db } = handle;
    const partial = await new Migrator({ db, provider: migrationProvider }).migrateTo(secondLast ?? '');
    expect(partial.error).toBeUndefined();
    const run = await migrate(db);
    expect(run).toEqual({ from: secondLast, applied: [last] });
    expect(await recordSchemaUpgrade(db, run)).toBe(true);
    const entries = await maintenance();
    expect(entries.map((e) => [e.category, e.userId, e.actorId, e.details])).toEqual([
      ['system', null, null, { task: 'schema_upgraded', from: secondLast, migrations: [last] }],
    ]);
    // The next start has nothing to apply, and records nothing.
    const again = await migrate(db);
    expect(again).toEqual({ from: last, applied: [] });
    expect(await recordSchemaUpgrade(db, again)).toBe(false);
    expect(await maintenance()).toHaveLength(1);
  });

  it('is not recorded for a new database, whose first start applies every migration', async () => {
    const run = await migrate(handle.db);
    expect(run).toEqual({ from: null, applied: names });
    expect(await recordSchemaUpgrade(handle.db, run)).toBe(false);
    expect(await maintenance()).toEqual([]);
  });
});
