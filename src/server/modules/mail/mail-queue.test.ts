/**
 * The mail queue's promises (mail-queue.ts): a mail queued in a transaction exists only if that
 * transaction commits, and a password-reset link is never issued without its mail; a mail queued
 * on its own wakes the runner rather than waiting for the next poll.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { issuePasswordReset } from '../identity/password-reset/password-reset.ts';
import { mailDelivered } from './mail.test-support.ts';
import { outboxDir } from './mailer.ts';

let t: TestApp;
afterEach(() => t.close());

async function queued(): Promise<{ mails: number; jobs: number }> {
  const db = t.app.ctx.database.db;
  const mails = await db.selectFrom('outgoingMail').select('id').execute();
  const jobs = await db.selectFrom('jobs').select('id').where('kind', '=', 'mail.send').execute();
  return { mails: mails.length, jobs: jobs.length };
}

describe('the mail queue', () => {
  it('keeps nothing of a mail queued in a transaction that rolls back', async () => {
    t = await createTestApp();
    await t.app.ctx.jobs.stop();
    const db = t.app.ctx.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await t.app.ctx.mailer.send(
          { to: [{ address: 'a@example.com' }], subject: 'S', text: 'T' },
          { db: trx },
        );
        expect((await trx.selectFrom('outgoingMail').select('id').execute()).length).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queued()).toEqual({ mails: 0, jobs: 0 });
  });

  it('issues no reset link when its mail cannot be queued', async () => {
    t = await createTestApp();
    await t.app.ctx.jobs.stop();
    const u = await createTestUser(t.app);
    const failing = async () => {
      throw new Error('queue unavailable');
    };
    await expect(issuePasswordReset(t.app.ctx.database.db, u.email, Date.now(), failing)).rejects.toThrow(
      'queue unavailable',
    );
    const links = await t.app.ctx.database.db.selectFrom('passwordResets').select('tokenHash').execute();
    expect(links).toEqual([]);
  });

  it('delivers a mail queued on its own at once, not at the next poll', async () => {
    // The runner's first poll comes at start; the next one would be a minute later.
    t = await createTestApp({ JOBS_POLL_MS: '60000' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A question about boards.',
      },
    });
    expect(res.statusCode).toBe(200);
    await mailDelivered(t.app);
    expect(fs.readdirSync(outboxDir(t.config.dataDir)).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});
