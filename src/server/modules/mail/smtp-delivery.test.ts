/**
 * Mail over SMTP against a real SMTP server started here (smtp-server: STARTTLS with a self-signed
 * certificate, AUTH required): a queued mail arrives with its headers and body, over TLS, as the
 * configured user; while the server is down the mail job retries with backoff and delivers once it
 * is back, once; two runners never send one mail twice; the last attempt gives up, deletes the
 * message and says so; and neither the SMTP password nor a mail's body ever reaches the log.
 */
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createJobRunner } from '../../jobs/app-jobs.ts';
import { capturingLogger, type LogEntry } from '../../jobs/jobs.test-support.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createBlobStore } from '../attachments/create-blob-store.ts';
import { createMailTransport } from './create-mailer.ts';
import { createQueuedMailer, MAIL_MAX_ATTEMPTS, type QueuedMailer } from './mail-queue.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { SMTP_USER, startLocalSmtp, type LocalSmtp } from './smtp-server.test-support.ts';

const PASSWORD = 'pa55-Very-Secret-smtp';
const SECRET_LINK = 'https://q.test/reset-password?token=tok-Do-Not-Log-1234567890';

let t: TestApp;
let smtp: LocalSmtp;
let clock: number;
let logs: LogEntry[];
let mailer: QueuedMailer;
let runner: ReturnType<typeof createJobRunner>;
let closeStore: () => void;

/** The app's database, and a mailer and runner (on `clock`) that deliver to the local server. */
function wire(options: { trustCert: boolean; url?: string }): void {
  const { log, entries } = capturingLogger();
  logs = entries;
  const transport = createSmtpTransport({
    url: options.url ?? `smtp://${SMTP_USER}:${PASSWORD}@localhost:${smtp.port}`,
    log,
    ...(options.trustCert ? { tls: { ca: smtp.cert.cert } } : {}),
  });
  const db = t.app.ctx.database.db;
  mailer = createQueuedMailer({
    db,
    from: { name: 'Quadrant', address: 'no-reply@q.test' },
    domain: 'q.test',
    transport,
  });
  const store = createBlobStore(t.config.attachments);
  closeStore = () => store.close();
  const deps = { config: t.config, db, store, mailer, bus: t.app.ctx.bus, log };
  runner = createJobRunner(deps, { now: () => clock, recurring: {} });
}

async function queueResetMail(): Promise<string> {
  const sent = await mailer.send(
    {
      to: [{ name: 'Zoë Martin', address: 'zoe@example.com' }],
      replyTo: { address: 'help@q.test' },
      subject: 'Réinitialisez votre mot de passe',
      text: `Bonjour Zoë,\nOpen ${SECRET_LINK}\n`,
    },
    { now: clock },
  );
  return sent.messageId;
}

async function mailJob() {
  return t.app.ctx.database.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'mail.send')
    .executeTakeFirst();
}

async function queuedRows(): Promise<number> {
  return (await t.app.ctx.database.db.selectFrom('outgoingMail').select('id').execute()).length;
}

function logText(): string {
  return JSON.stringify(logs);
}

beforeEach(async () => {
  t = await createTestApp();
  // Only this test's runner, on its clock, runs jobs here.
  await t.app.ctx.jobs.stop();
  smtp = await startLocalSmtp(PASSWORD);
  clock = Date.now();
});
afterEach(async () => {
  closeStore();
  mailer.transport.close();
  await smtp.stop();
  await t.close();
});

describe('mail over SMTP', () => {
  it('delivers a queued mail with its headers and body, over STARTTLS, as the configured user', async () => {
    wire({ trustCert: true });
    const messageId = await queueResetMail();
    expect(smtp.received).toHaveLength(0);
    expect(await runner.drain()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got?.secure).toBe(true);
    expect(got?.user).toBe(SMTP_USER);
    expect(got?.mailFrom).toBe('no-reply@q.test');
    expect(got?.rcptTo).toEqual(['zoe@example.com']);
    const parsed = await simpleParser(got?.raw ?? Buffer.alloc(0));
    expect(parsed.messageId).toBe(`<${messageId}>`);
    expect(parsed.subject).toBe('Réinitialisez votre mot de passe');
    expect(parsed.from?.value).toEqual([{ name: 'Quadrant', address: 'no-reply@q.test' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : []).toEqual([
      { name: 'Zoë Martin', address: 'zoe@example.com' },
    ]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'help@q.test' }]);
    expect(parsed.text).toBe(`Bonjour Zoë,\nOpen ${SECRET_LINK}\n`);
    // Delivered: neither the message nor its job is kept.
    expect(await queuedRows()).toBe(0);
    expect(await mailJob()).toBeUndefined();
    expect(logText()).not.toContain(PASSWORD);
    expect(logText()).not.toContain('tok-Do-Not-Log');
  });

  it('retries with backoff while the server is down and delivers once, when it is back', async () => {
    wire({ trustCert: true });
    await smtp.stop();
    const messageId = await queueResetMail();

    expect(await runner.drain()).toBe(1);
    const failed = await mailJob();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, availableAt: clock + 10_000 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await queuedRows()).toBe(1);
    // Not due again before its backoff ends.
    expect(await runner.drain()).toBe(0);

    // Still down at the second attempt: the wait doubles.
    clock += 10_000;
    expect(await runner.drain()).toBe(1);
    expect(await mailJob()).toMatchObject({ attempts: 2, availableAt: clock + 20_000 });

    await smtp.start();
    clock += 20_000;
    expect(await runner.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await simpleParser(smtp.received[0]?.raw ?? Buffer.alloc(0))).messageId).toBe(`<${messageId}>`);

    // Hours later nothing is sent again.
    clock += 6 * 60 * 60 * 1000;
    expect(await runner.drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(await queuedRows()).toBe(0);
    expect(logText()).not.toContain(PASSWORD);
    expect(logText()).not.toContain('tok-Do-Not-Log');
  });

  it('sends each of several mails once when two runners drain at the same time', async () => {
    wire({ trustCert: true });
    const ids = new Set<string>();
    for (let i = 0; i < 6; i++) ids.add(await queueResetMail());
    const store = createBlobStore(t.config.attachments);
    const { config, bus, database } = t.app.ctx;
    const other = createJobRunner(
      { config, db: database.db, store, mailer, bus, log: t.app.log },
      { now: () => clock, recurring: {}, concurrency: 2 },
    );
    const [a, b] = await Promise.all([runner.drain(), other.drain()]);
    store.close();
    expect(a + b).toBe(6);
    const received = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    expect(received.map((m) => m.messageId?.slice(1, -1)).sort()).toEqual([...ids].sort());
  });

  it('refuses a server whose certificate it cannot verify, before sending the password', async () => {
    wire({ trustCert: false });
    await queueResetMail();
    expect(await runner.drain()).toBe(1);
    expect(smtp.logins).toEqual([]);
    expect(smtp.received).toHaveLength(0);
    expect((await mailJob())?.lastError).toMatch(/certificate/i);
    expect(await queuedRows()).toBe(1);
  });

  it('keeps trying through wrong credentials without logging them, then gives up at the last attempt', async () => {
    const wrong = 'Wr0ng-Secret-password';
    wire({ trustCert: true, url: `smtp://${SMTP_USER}:${wrong}@localhost:${smtp.port}` });
    const messageId = await queueResetMail();
    expect(await runner.drain()).toBe(1);
    expect(smtp.logins).toEqual([{ user: SMTP_USER, ok: false }]);
    expect(await mailJob()).toMatchObject({ status: 'pending', attempts: 1 });

    // The attempts before the last are spent (a day of retries, in the database).
    await t.app.ctx.database.db
      .updateTable('jobs')
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1, availableAt: clock })
      .where('kind', '=', 'mail.send')
      .execute();
    expect(await runner.drain()).toBe(1);
    expect(await mailJob()).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    // The message (and the secret it held) is gone; the log says which one, not what it said.
    expect(await queuedRows()).toBe(0);
    const gaveUp = logs.find((e) => e.msg === 'mail could not be delivered; given up and deleted');
    expect(gaveUp).toMatchObject({ messageId, recipients: 1, attempts: MAIL_MAX_ATTEMPTS });
    expect(logText()).not.toContain(wrong);
    expect(logText()).not.toContain('tok-Do-Not-Log');
    expect(logText()).not.toContain('zoe@example.com');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('SMTP_URL', () => {
  it('chooses SMTP when set, the outbox folder when not, and refuses another scheme', () => {
    wire({ trustCert: true });
    const base = { DATA_DIR: t.config.dataDir };
    const log = t.app.log;
    expect(
      createMailTransport(loadConfig({ ...base, SMTP_URL: 'smtps://u:p@mail.example.com:465' }), log).kind,
    ).toBe('smtp');
    expect(createMailTransport(loadConfig(base), log).kind).toBe('outbox');
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('never puts the password in a configuration error', () => {
    wire({ trustCert: true });
    let message = '';
    try {
      loadConfig({ SMTP_URL: `ftp://u:${PASSWORD}@mail.example.com` });
    } catch (err) {
      message = err instanceof Error ? err.message : '';
    }
    expect(message).toContain('SMTP_URL');
    expect(message).not.toContain(PASSWORD);
  });
});
