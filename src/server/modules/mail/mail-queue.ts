/**
 * The mail queue (issue 35): every mail the product sends goes through here. Rules:
 * - `send()` stores the formatted message in `outgoing_mail` and schedules its `mail.send` job in
 *   one transaction — the caller's when it passes one, so a change and the mail it causes commit
 *   together or not at all;
 * - the job hands the message to the transport, then deletes the row: a retry finds no row and
 *   sends nothing, so a delivered mail is never sent again by a later attempt. (A process killed
 *   between the SMTP server's "250 OK" and that delete sends it once more, with the same
 *   Message-ID: mail is at least once, never lost);
 * - a failed attempt is retried with the runner's exponential backoff (10 s doubling, capped at an
 *   hour) for MAIL_MAX_ATTEMPTS attempts, about a day, so an SMTP outage of hours loses nothing;
 * - after the last attempt the job is marked failed and the message deleted (a reset link is a
 *   secret, and stale by then); the log says which Message-ID and how many recipients, never the
 *   body or who.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { schedule, type JobsDb } from '../../jobs/jobs.repo.ts';
import { formatMail, type Mailer, type MailAddress, type MailTransport } from './mailer.ts';
import { z } from 'zod';

/** 9 attempts take the backoff to its one-hour cap (85 minutes in all), then 21 hourly ones. */
export const MAIL_MAX_ATTEMPTS = 30;

export interface QueuedMailer extends Mailer {
  /** How the `mail.send` job delivers (the outbox folder or SMTP). */
  readonly transport: MailTransport;
}

export interface QueueOptions {
  db: Database;
  from: MailAddress;
  /** Host part of generated Message-IDs. */
  domain: string;
  transport: MailTransport;
  /** Asks this process's job runner to poll now. */
  wake?: () => void;
}

export function createQueuedMailer(opts: QueueOptions): QueuedMailer {
  const wake = opts.wake ?? (() => undefined);
  return {
    from: opts.from,
    transport: opts.transport,
    wake,
    async send(input, options = {}) {
      const now = options.now ?? Date.now();
      const mail = formatMail({ ...input, from: input.from ?? opts.from }, opts.domain, new Date(now));
      const queue = async (db: JobsDb) => {
        const id = crypto.randomUUID();
        await db
          .insertInto('outgoingMail')
          .values({
            id,
            messageId: mail.messageId,
            envelopeFrom: mail.envelope.from,
            envelopeTo: JSON.stringify(mail.envelope.to),
            raw: mail.raw,
            createdAt: now,
          })
          .execute();
        await schedule(
          db,
          { kind: 'mail.send', runAt: now, payload: { mailId: id }, maxAttempts: MAIL_MAX_ATTEMPTS },
          now,
        );
      };
      if (options.db) await queue(options.db);
      else {
        await opts.db.transaction().execute(queue);
        wake();
      }
      return { messageId: mail.messageId };
    },
  };
}

const RecipientsSchema = z.array(z.string());

/** The `mail.send` job: delivers one queued message, at most once per successful attempt. */
export async function deliverQueuedMail(
  deps: { db: Database; transport: MailTransport; log: FastifyBaseLogger },
  mailId: string,
  attempt: number,
): Promise<void> {
  const row = await deps.db
    .selectFrom('outgoingMail')
    .selectAll()
    .where('id', '=', mailId)
    .executeTakeFirst();
  // Delivered by an earlier attempt (or given up): nothing to send.
  if (!row) return;
  const mail = {
    messageId: row.messageId,
    envelope: { from: row.envelopeFrom, to: RecipientsSchema.parse(JSON.parse(row.envelopeTo)) },
    raw: row.raw,
  };
  try {
    await deps.transport.deliver(mail);
  } catch (err) {
    if (attempt >= MAIL_MAX_ATTEMPTS) {
      await deps.db.deleteFrom('outgoingMail').where('id', '=', mailId).execute();
      deps.log.error(
        {
          messageId: mail.messageId,
          recipients: mail.envelope.to.length,
          attempts: attempt,
          transport: deps.transport.kind,
        },
        'mail could not be delivered; given up and deleted',
      );
    }
    throw err;
  }
  await deps.db.deleteFrom('outgoingMail').where('id', '=', mailId).execute();
}
