/**
 * The app's mailer as configured: queued (mail-queue.ts), delivered over SMTP when SMTP_URL is set
 * and to the outbox folder otherwise.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createQueuedMailer, type QueuedMailer } from './mail-queue.ts';
import { outboxDir, type MailTransport } from './mailer.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  const url = config.mail.smtpUrl;
  return url
    ? createSmtpTransport({ url, log })
    : createOutboxTransport({ dir: outboxDir(config.dataDir), log });
}

export function createAppMailer(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  wake: () => void,
): QueuedMailer {
  return createQueuedMailer({
    db,
    from: { name: 'Quadrant', address: config.mail.from },
    domain: new URL(config.publicUrl).hostname,
    transport: createMailTransport(config, log),
    wake,
  });
}
