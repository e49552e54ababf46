/**
 * Sends the reset link after the page has answered, so a slow mail server cannot reveal which
 * addresses have an account; mails still being sent when the server stops are finished first.
 * The link's token never reaches a log line.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createOutboxMailer, outboxDir, type Mailer } from '../../mail/mailer.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import type { PageContext } from '../pages/page-context.ts';
import { resetMail, resetPasswordLink, type IssuedReset, type ResetContext } from './password-reset.ts';

export type SendResetLink = (
  request: FastifyRequest,
  page: PageContext,
  context: ResetContext,
  issued: IssuedReset,
) => void;

export function resetLinkSender(app: FastifyInstance, deps: IdentityDeps, mailer?: Mailer): SendResetLink {
  const { config } = deps;
  const mail =
    mailer ??
    createOutboxMailer({
      dir: outboxDir(config.dataDir),
      from: { name: 'Quadrant', address: config.mail.from },
      domain: new URL(config.publicUrl).hostname,
      log: deps.log,
    });
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  return (request, page, context, issued) => {
    const link = resetPasswordLink(config, issued.token, context);
    const message = resetMail(page.t, { name: issued.user.name, email: issued.user.email, link });
    const delivery = mail
      .send({ to: [{ name: issued.user.name, address: issued.user.email }], ...message })
      .then(
        () => undefined,
        (err: unknown) => request.log.error({ err }, 'password reset mail could not be sent'),
      )
      .finally(() => sending.delete(delivery));
    sending.add(delivery);
  };
}
