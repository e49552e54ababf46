/**
 * Mail, in two halves (issue 35). `Mailer` is what the product calls: `send()` formats the message
 * once (eml.ts: its Message-ID and Date are fixed then) and queues it for a `mail.send` job, inside
 * the caller's transaction when it passes one (mail-queue.ts). `MailTransport` is how that job
 * hands a message over: the outbox folder under DATA_DIR (the default, readable with any mail
 * client and by tests) or an SMTP server (SMTP_URL). Either way a message is logged without its
 * body or addresses: a body may hold a secret (a reset link), an address is personal.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { JobsDb } from '../../jobs/jobs.repo.ts';
import { formatEml, type MailAddress, type MailMessage } from './eml.ts';

export type { MailAddress, MailMessage };

export interface SentMail {
  messageId: string;
}

/** A message as callers give it: the sender defaults to the mailer's. */
export type OutgoingMessage = Omit<MailMessage, 'from'> & { from?: MailAddress };

export interface SendOptions {
  /** The caller's transaction: the mail then exists only if that write commits. */
  db?: JobsDb;
  /** When the mail is due (epoch ms; a job's clock in tests); default now. */
  now?: number;
}

export interface Mailer {
  /** The address messages are sent from unless a message says otherwise. */
  readonly from: MailAddress;
  /** Queues the message; it is delivered by the job runner, retried while the server is down. */
  send(message: OutgoingMessage, options?: SendOptions): Promise<SentMail>;
  /** A transaction that queued mail has committed: deliver it now rather than at the next poll. */
  wake(): void;
}

/** One message ready for any transport: the same bytes in the outbox and over SMTP. */
export interface FormattedMail {
  /** Without angle brackets. */
  messageId: string;
  envelope: { from: string; to: string[] };
  raw: string;
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** Resolves once the message is written (outbox) or accepted by the SMTP server. */
  deliver(mail: FormattedMail): Promise<void>;
  close(): void;
}

/** Formats a message now, with a fresh Message-ID on `domain`. */
export function formatMail(message: MailMessage, domain: string, date = new Date()): FormattedMail {
  const messageId = `${date.getTime()}.${crypto.randomBytes(8).toString('hex')}@${domain}`;
  return {
    messageId,
    envelope: { from: message.from.address, to: message.to.map((a) => a.address) },
    raw: formatEml(message, { messageId, date }),
  };
}

/** The outbox folder for a data directory. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
