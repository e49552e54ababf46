/**
 * The default transport: each message becomes an .eml file in DATA_DIR/outbox, named by its
 * Message-ID (so files sort by the time they were sent), written under a temporary name first so
 * a reader never sees half a message. Rewriting the same message on a retry replaces the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mailer.ts';

export function createOutboxTransport(opts: { dir: string; log: FastifyBaseLogger }): MailTransport {
  return {
    kind: 'outbox',
    async deliver(mail) {
      const local = mail.messageId.slice(0, mail.messageId.lastIndexOf('@'));
      if (!/^[\w.-]+$/.test(local)) throw new Error('unexpected Message-ID for an outbox file name');
      await fs.mkdir(opts.dir, { recursive: true });
      const file = path.join(opts.dir, `${local}.eml`);
      await fs.writeFile(`${file}.tmp`, mail.raw, { encoding: 'utf8', mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      // Recipients are personal data: log how many, never who.
      opts.log.info(
        { messageId: mail.messageId, recipients: mail.envelope.to.length, file },
        'mail written to outbox',
      );
    },
    close() {},
  };
}
