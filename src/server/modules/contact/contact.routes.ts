/**
 * POST /api/contact: public. Validates by the shared contract, drops honeypot submissions
 * silently (a bot learns nothing), rate-limits per client address, and queues the message for the
 * support address with the visitor as Reply-To (the mail queue retries while the mail server is down).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_RATE_LIMIT,
  ContactMessageSchema,
  ContactReceiptSchema,
  sendContactMessage,
  type ContactMessage,
} from '../../../shared/contracts/contact.ts';
import type { Config } from '../../config.ts';
import type { Mailer } from '../mail/mailer.ts';

function contactText(msg: ContactMessage, meta: { userAgent: string | undefined }): string {
  return [
    `From: ${msg.name} <${msg.email}>`,
    ...(msg.language ? [`Language: ${msg.language}`] : []),
    ...(meta.userAgent ? [`Browser: ${meta.userAgent}`] : []),
    '',
    msg.message,
  ].join('\n');
}

export function contactRoutes(app: FastifyInstance, config: Config, mail: Mailer): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: sendContactMessage.method,
    url: sendContactMessage.path,
    schema: {
      summary: sendContactMessage.summary,
      tags: [sendContactMessage.tag],
      body: ContactMessageSchema,
      response: { 200: ContactReceiptSchema },
    },
    config: { rateLimit: { ...CONTACT_RATE_LIMIT, keyGenerator: (request) => request.ip } },
    handler: async (request) => {
      const msg = request.body;
      if (msg.website) {
        request.log.info('contact honeypot filled; message dropped');
        return { received: true as const };
      }
      await mail.send({
        to: [{ name: 'Quadrant Support', address: config.mail.supportAddress }],
        replyTo: { name: msg.name, address: msg.email },
        subject: `[Contact] ${msg.subject}`,
        text: contactText(msg, { userAgent: request.headers['user-agent'] }),
      });
      return { received: true as const };
    },
  });
}
