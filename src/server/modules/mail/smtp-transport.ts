/**
 * SMTP delivery through nodemailer (SMTP_URL). Rules:
 * - `smtp://` upgrades with STARTTLS when the server offers it, `smtps://` speaks TLS from the
 *   start; certificates are verified (nodemailer's `?tls.rejectUnauthorized=false` in the URL is
 *   the operator's own choice for a relay with a self-signed certificate);
 * - the message goes as formatted (`raw`): the bytes the outbox would hold, the same Message-ID on
 *   every attempt, so a receiver can tell a repeat;
 * - every wait is bounded well inside a job's lease (runner.ts), so a hung server fails the attempt
 *   (and the job retries) instead of letting another process take the job over mid-send;
 * - nodemailer's own logger stays off: its transcript would hold the AUTH exchange. What is logged
 *   is the Message-ID and the number of recipients; errors keep nodemailer's message, which names
 *   the server's answer and never the credentials.
 */
import type { ConnectionOptions } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer.ts';

export interface SmtpOptions {
  url: string;
  /** Extra TLS options (tests trust their own certificate authority this way). */
  tls?: ConnectionOptions;
  log: FastifyBaseLogger;
}

const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 5_000,
};

export function createSmtpTransport(opts: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url: opts.url,
    ...TIMEOUTS,
    logger: false,
    debug: false,
    ...(opts.tls ? { tls: opts.tls } : {}),
  });
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({ envelope: mail.envelope, raw: mail.raw });
      opts.log.info(
        { messageId: mail.messageId, recipients: mail.envelope.to.length },
        'mail sent over SMTP',
      );
    },
    close() {
      transporter.close();
    },
  };
}
