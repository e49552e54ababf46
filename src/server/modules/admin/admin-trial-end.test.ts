/**
 * A trial an admin grants ends by itself: the `billing.period-end` job, run by a job runner whose
 * clock is past the trial's end, ends it (Basic again, logged as the system's doing), and the
 * person's open devices hear of both changes at once (`entitlements`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../../shared/contracts/admin.ts';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import type { Me } from '../../../shared/contracts/me.ts';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { openSocket, type TestSocket } from '../../test/socket.ts';
import { entriesOf } from '../activity/activity.test-support.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import { adminOf, get, post } from './admin.test-support.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminOf(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

async function device(u: TestUser): Promise<TestSocket> {
  const socket = await openSocket(t.app);
  sockets.push(socket);
  socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 0 });
  await socket.next('ready');
  return socket;
}

/** Runs every job due at `now` with this app's handlers, as a process whose clock reads `now`. */
async function runJobsAt(now: number): Promise<void> {
  const store = createBlobStore(t.config.attachments);
  const runner = createJobRunner(
    {
      config: t.config,
      db: t.app.ctx.database.db,
      store,
      mailer: t.app.ctx.mailer,
      bus: t.app.ctx.bus,
      log: t.app.log,
    },
    { now: () => now },
  );
  try {
    await runner.drain();
  } finally {
    store.close();
  }
}

const periodEndJob = (u: TestUser) =>
  t.app.ctx.database.db
    .selectFrom('jobs')
    .select(['runAt', 'status'])
    .where('key', '=', `billing.period-end:${u.id}`)
    .executeTakeFirst();

describe('a granted trial', () => {
  it("ends by itself when its days are over, and the person's devices hear of it", async () => {
    const u = await createTestUser(t.app);
    const phone = await device(u);
    const res = await post<AdminUserDetail>(t, admin, `/api/admin/users/${u.id}/subscription`, {
      action: 'grant_trial',
      tier: 'enterprise',
      trialDays: 3,
      reason: 'Trying the team plan',
    });
    expect(res.status).toBe(200);
    await phone.next('entitlements');
    const end = Date.parse(res.body.subscription.trialEnd ?? '');
    expect((await get<Me>(t, u, '/api/me')).body.tier).toBe('enterprise');

    // A day before the end the job is not due; just after it, it ends the trial.
    await runJobsAt(end - DAY);
    expect((await get<Me>(t, u, '/api/me')).body.tier).toBe('enterprise');
    expect(await periodEndJob(u)).toMatchObject({ runAt: end, status: 'pending' });
    await runJobsAt(end + 1);
    await phone.next('entitlements');

    const profile = (await get<Me>(t, u, '/api/me')).body;
    expect(profile).toMatchObject({ tier: 'basic', limits: { boards: 5 } });
    const detail = await get<AdminUserDetail>(t, admin, `/api/admin/users/${u.id}`);
    expect(detail.body.subscription).toMatchObject({ provider: null, tier: 'basic', status: 'canceled' });
    const [ended] = await entriesOf(t.app.ctx.database.db, u.id, 'subscription.canceled');
    expect(ended).toMatchObject({ actorId: null, userId: u.id });
    // Nothing is left to run: a granted trial is never renewed.
    expect(await periodEndJob(u)).toBeUndefined();
  });
});
