/**
 * The runner as the server starts it: two servers on one database (as two processes would be),
 * polling on their own, deliver each of 20 due warning mails exactly once (the warning job, then
 * its mail's job), and stop cleanly.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxDir } from '../modules/mail/mailer.ts';
import { INACTIVITY_MS } from '../modules/users/account-purge.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { schedule } from './jobs.repo.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  // The second app shares the first one's data folder and database: close it first.
  for (const app of apps.splice(0).reverse()) await app.close();
});

describe('the server', () => {
  it('runs due jobs by itself, each once across two processes on one database', async () => {
    const first = await createTestApp({ JOBS_POLL_MS: '20' });
    apps.push(first);
    const db = first.config.database;
    const second = await createTestApp({
      JOBS_POLL_MS: '20',
      DATA_DIR: first.config.dataDir,
      DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}`,
    });
    apps.push(second);

    const now = Date.now();
    const users: TestUser[] = [];
    for (let i = 0; i < 20; i++) users.push(await createTestUser(first.app));
    const handle = first.app.ctx.database.db;
    await handle
      .updateTable('users')
      .set({ lastSeenAt: now - INACTIVITY_MS, inactivityWarnedAt: now })
      .execute();
    await handle.transaction().execute(async (trx) => {
      for (const u of users)
        await schedule(trx, {
          kind: 'accounts.inactivity-warning',
          key: `inactivity-warning:${u.id}`,
          runAt: now,
          payload: { userId: u.id },
        });
    });

    const outbox = outboxDir(first.config.dataDir);
    const mails = () =>
      fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    await vi.waitFor(
      async () => {
        const left = await handle
          .selectFrom('jobs')
          .select('id')
          // Each warning, then the mail it queued.
          .where('kind', 'in', ['accounts.inactivity-warning', 'mail.send'])
          .execute();
        expect(left).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mails()).toHaveLength(20);
    const recipients = mails().map(
      (f) => fs.readFileSync(`${outbox}/${f}`, 'utf8').match(/^To: .*<(.+)>$/m)?.[1],
    );
    expect(new Set(recipients)).toEqual(new Set(users.map((u) => u.email)));
  });
});
