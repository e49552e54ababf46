/**
 * Reminder delivery benchmark: N reminders due at the same second, on Do First tasks (every
 * channel: in-app, Web Push to a local push service, e-mail to the outbox), delivered by the app's
 * own job runner polling as in production (JOBS_POLL_MS, 1 s). Reports, per database, the delay
 * from the due time to the in-app notification's commit (median, p95, max) and to the last push
 * and mail, and checks every reminder was delivered exactly once per channel.
 *   npx node bench/reminders.bench.ts [--n 200,1000]
 * PostgreSQL is measured when TEST_DATABASE_URL (or the default local server) answers.
 */
import { parseArgs } from 'node:util';
import { decidePostgres } from '../scripts/test-runner/postgres.ts';
import { call, createTestApp, createTestUser } from '../src/server/test/helpers.ts';
import {
  addReminder,
  newTask,
  outboxMails,
  startFakePushService,
  subscribe,
} from '../src/server/modules/reminders/reminders.test-support.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '200,1000' } } });
const SIZES = values.n.split(',').map(Number);

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function run(db: 'sqlite' | 'postgres', n: number): Promise<void> {
  process.env.TEST_DB = db;
  const t = await createTestApp({ LOG_LEVEL: 'silent', RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  try {
    const user = await createTestUser(t.app);
    await t.app.ctx.database.db.updateTable('users').set({ tier: 'pro' }).where('id', '=', user.id).execute();
    const push = await startFakePushService();
    await subscribe(t.app, user, push.subscription('bench'));
    const pushTimes: number[] = [];
    const received = push.received;
    const origPush = received.push.bind(received);
    received.push = (...items) => {
      for (let i = 0; i < items.length; i++) pushTimes.push(Date.now());
      return origPush(...items);
    };
    const tasks = [];
    for (let i = 0; i < n; i++) tasks.push(await newTask(t.app, user, { title: `Bench ${i}` }));
    const due = Date.now() + 5_000 + n * 15;
    for (const task of tasks) {
      const r = await addReminder(t.app, user, task.id, { at: new Date(due).toISOString() });
      if (r.status !== 201) throw new Error(`reminder: ${r.status}`);
    }
    if (Date.now() >= due) throw new Error('setup took longer than the lead time; lower --n');
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const count = await t.app.ctx.database.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .executeTakeFirstOrThrow();
      if (Number(count.c) >= n && received.length >= n && outboxMails(t.app).length >= n) break;
      if (Date.now() > due + 120_000) throw new Error('not delivered within 2 minutes');
    }
    const rows = await t.app.ctx.database.db.selectFrom('notifications').select(['createdAt']).execute();
    const delays = rows.map((r) => Number(r.createdAt) - due).sort((a, b) => a - b);
    const sync = await call<{ notifications: unknown[] }>(t.app, {
      method: 'GET',
      url: '/api/sync',
      headers: user.headers,
    });
    const once =
      sync.body.notifications.length === n && received.length === n && outboxMails(t.app).length === n
        ? 'exactly once on each channel'
        : `MISMATCH in-app ${sync.body.notifications.length}, push ${received.length}, mail ${outboxMails(t.app).length}`;
    const lastPush = Math.max(...pushTimes) - due;
    console.log(
      `${db.padEnd(8)} n=${String(n).padEnd(5)} in-app delay ms: median ${pct(delays, 50)}, p95 ${pct(delays, 95)}, max ${delays.at(-1)}; last push +${lastPush} ms; ${once}`,
    );
    await push.close();
  } finally {
    await t.close();
  }
}

const pg = await decidePostgres();
if (pg.run) process.env.TEST_DATABASE_URL = pg.url;
else console.log(`PostgreSQL not measured: ${pg.reason}`);
for (const n of SIZES) {
  await run('sqlite', n);
  if (pg.run) await run('postgres', n);
}
