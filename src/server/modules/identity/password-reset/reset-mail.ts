/**
 * The reset link's mail, queued in the transaction that issues the link (password-reset.ts), so a
 * link never exists without its mail; the job runner delivers it, retrying while the mail server
 * is down. The page answers once the rows are written, in the same way for every address, so a
 * slow or absent mail server cannot reveal which addresses have an account. The link's token
 * never reaches a log line: it lives only in the queued message, deleted once delivered.
 */
import type { Mailer } from '../../mail/mailer.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import type { PageContext } from '../pages/page-context.ts';
import { resetMail, resetPasswordLink, type QueueResetMail, type ResetContext } from './password-reset.ts';

export interface ResetLinkMailer {
  /** The mail for this page's language and context, queued in the issuing transaction. */
  queue(page: PageContext, context: ResetContext): QueueResetMail;
  /** The issuing transaction has committed: deliver now. */
  wake(): void;
}

export function resetLinkMailer(deps: IdentityDeps, mailer: Mailer): ResetLinkMailer {
  return {
    queue: (page, context) => async (trx, issued) => {
      const link = resetPasswordLink(deps.config, issued.token, context);
      const message = resetMail(page.t, { name: issued.user.name, email: issued.user.email, link });
      await mailer.send(
        { to: [{ name: issued.user.name, address: issued.user.email }], ...message },
        { db: trx },
      );
    },
    wake: () => mailer.wake(),
  };
}
