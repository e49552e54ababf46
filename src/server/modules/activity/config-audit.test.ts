/**
 * A start records what changed in the configuration since the last one — once, however many
 * processes start on the same database — without a secret value or an admin's address in it; and
 * an ADMIN_EMAILS change that gives or takes an existing account's admin role says whose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/helpers.ts';
import { entriesOf, expectNoSecret, type Entry } from './activity.test-support.ts';
import { changedSettings, recordConfigurationAtStart } from './config-audit.ts';

const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_do_not_log_me_7',
  STRIPE_WEBHOOK_SECRET: 'whsec_do_not_log_me_8',
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_YEARLY: 'price_yearly',
};

const apps: TestApp[] = [];
afterEach(async () => {
  // The first app owns the database (PostgreSQL drops it on close): it goes last.
  for (const app of apps.reverse()) await app.close();
  apps.length = 0;
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const first = apps[0];
  const db = first?.config.database;
  const shared: Record<string, string> = db
    ? { DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}` }
    : {};
  const t = await createTestApp({ ...shared, ...env });
  apps.push(t);
  return t;
}

const configEntries = (t: TestApp): Promise<Entry[]> =>
  entriesOf(t.app.ctx.database.db, null, 'system.config_changed');

describe('configuration changes at start', () => {
  it('records the first start’s settings, with no secret and no admin address in them', async () => {
    const t = await start({
      ...SECRETS,
      ADMIN_EMAILS: 'boss@x.io,chief@x.io',
      ACTIVITY_RETENTION_DAYS: '30',
    });
    const [first, ...more] = await configEntries(t);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ category: 'system', actorId: null, userId: null, success: 1 });
    expect(first?.details).toMatchObject({
      initial: true,
      settings: {
        payments: 'stripe',
        adminEmails: 2,
        activityRetentionDays: 30,
        database: testDatabaseKind(),
      },
    });
    expectNoSecret(await configEntries(t), ...Object.values(SECRETS).slice(0, 2), 'boss@x.io', 'chief@x.io');
    if (t.config.database.kind === 'postgres') expectNoSecret([first as Entry], t.config.database.url);
  });

  it('records a change once, whatever the number of processes, and nothing for a start without one', async () => {
    const t = await start();
    await start();
    expect(await configEntries(t)).toHaveLength(1);
    const changed = { RATE_LIMIT_WRITES_PER_MINUTE: '100', ACTIVITY_RETENTION_DAYS: '90' };
    if (testDatabaseKind() === 'postgres')
      await Promise.all([start(changed), start(changed), start(changed)]);
    // One SQLite file is one process's: its connections in one process would wait on each other.
    else for (let i = 0; i < 3; i++) await start(changed);
    const entries = await configEntries(t);
    expect(entries).toHaveLength(2);
    expect(entries[1]?.details).toEqual({
      changed: {
        writesPerMinute: { from: 600, to: 100 },
        activityRetentionDays: { from: 365, to: 90 },
      },
    });
  });

  it('records a change once when starts race: each read the old settings before any swapped them', async () => {
    const t = await start();
    const changed = { ...t.config, rateLimits: { ...t.config.rateLimits, writesPerMinute: 123 } };
    // Started together, every one reads the stored settings before the first swaps them.
    await Promise.all(
      Array.from({ length: 5 }, () => recordConfigurationAtStart(t.app.ctx.database.db, changed)),
    );
    const entries = await configEntries(t);
    expect(entries.map((e) => e.details.changed ?? 'initial')).toEqual([
      'initial',
      { writesPerMinute: { from: 600, to: 123 } },
    ]);
  });

  it('records the accounts ADMIN_EMAILS gives the admin role to, and takes it from', async () => {
    const t = await start();
    const ada = await createTestUser(t.app, { email: 'ada@x.io' });
    const bob = await createTestUser(t.app, { email: 'bob@x.io' });
    await start({ ADMIN_EMAILS: 'ada@x.io,nobody@x.io' });
    await start({ ADMIN_EMAILS: 'bob@x.io,nobody@x.io' });
    await start({ ADMIN_EMAILS: 'bob@x.io,nobody@x.io' });
    const db = t.app.ctx.database.db;
    const adminEntries = async (userId: string) =>
      (await entriesOf(db, userId)).filter((e) => e.category === 'admin').map((e) => [e.action, e.actorId]);
    expect(await adminEntries(ada.id)).toEqual([
      ['admin.access_granted', null],
      ['admin.access_revoked', null],
    ]);
    expect(await adminEntries(bob.id)).toEqual([['admin.access_granted', null]]);
    const [granted] = await entriesOf(db, ada.id, 'admin.access_granted');
    expect(granted).toMatchObject({ userEmail: 'ada@x.io', details: { via: 'ADMIN_EMAILS' } });
    // The count moved 0 → 2 and then stayed: the second change of list is not a change of count.
    expect((await configEntries(t)).map((e) => e.details.changed ?? 'initial')).toEqual([
      'initial',
      { adminEmails: { from: 0, to: 2 } },
    ]);
    expectNoSecret(await configEntries(t), 'nobody@x.io', 'ada@x.io', 'bob@x.io');
  });
});

describe('the comparison', () => {
  it('lists each setting that differs, added and removed ones included', () => {
    expect(
      changedSettings({ a: 1, b: ['x'], c: 'same' }, { a: 2, b: ['x', 'y'], c: 'same', d: true }),
    ).toEqual({
      a: { from: 1, to: 2 },
      b: { from: ['x'], to: ['x', 'y'] },
      d: { from: null, to: true },
    });
  });
});
