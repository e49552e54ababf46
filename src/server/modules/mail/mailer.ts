/**
 * The mailer: one interface, so an SMTP transport can be added without touching callers. The
 * embedded default is the outbox: each message is written as an .eml file under DATA_DIR/outbox
 * (readable with any mail client, and by tests) and logged without its body, which may be personal.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { formatEml, type MailAddress, type MailMessage } from './eml.ts';

export type { MailAddress, MailMessage };

export interface SentMail {
  messageId: string;
}

export interface Mailer {
  /** The address messages are sent from unless a message says otherwise. */
  readonly from: MailAddress;
  send(message: Omit<MailMessage, 'from'> & { from?: MailAddress }): Promise<SentMail>;
}

export interface OutboxOptions {
  dir: string;
  from: MailAddress;
  /** Host part of generated Message-IDs. */
  domain: string;
  log: FastifyBaseLogger;
}

export function createOutboxMailer(opts: OutboxOptions): Mailer {
  return {
    from: opts.from,
    async send(input) {
      const message: MailMessage = { ...input, from: input.from ?? opts.from };
      const date = new Date();
      const id = `${date.getTime()}.${crypto.randomBytes(8).toString('hex')}`;
      const messageId = `${id}@${opts.domain}`;
      await fs.mkdir(opts.dir, { recursive: true });
      const file = path.join(opts.dir, `${id}.eml`);
      // Written under a temporary name first so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, formatEml(message, { messageId, date }), {
        encoding: 'utf8',
        mode: 0o600,
      });
      await fs.rename(`${file}.tmp`, file);
      // Recipients are personal data: log how many, never who.
      opts.log.info({ messageId, recipients: message.to.length, file }, 'mail written to outbox');
      return { messageId };
    },
  };
}

/** The outbox folder for a data directory. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
