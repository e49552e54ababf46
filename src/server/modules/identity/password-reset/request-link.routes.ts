/**
 * "Forgot password?": the form asking for the address, and its answer. Rules: the answer is the
 * same page whether or not the address has an account (the mail is queued with the link and
 * delivered by the job runner, see reset-mail.ts); POSTs are rate-limited per address; mails per account are capped in
 * password-reset.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createElement as h } from 'react';
import { z } from 'zod';
import type { IdentityDeps } from '../identity-deps.ts';
import type { PageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/render.ts';
import { ResetRequestPage } from './password-reset-pages.ts';
import { issuePasswordReset, resetCredentialsPath, type ResetContext } from './password-reset.ts';
import { stringField, type ResetKit } from './reset-kit.ts';
import type { ResetLinkMailer } from './reset-mail.ts';

const EmailSchema = z
  .email()
  .max(254)
  .transform((e) => e.toLowerCase());

export function requestLinkRoutes(
  app: FastifyInstance,
  deps: IdentityDeps,
  kit: ResetKit,
  mail: ResetLinkMailer,
) {
  async function showRequest(
    reply: FastifyReply,
    page: PageContext,
    context: ResetContext,
    email: string,
    error?: string,
  ) {
    const view = {
      action: kit.requestPath,
      context,
      email,
      emailError: error,
      signInUrl: await kit.signInTarget(context),
    };
    return sendPage(reply, error ? 400 : 200, h(ResetRequestPage, { page, view }), { noReferrer: true });
  }

  app.get(kit.requestPath, { schema: { hide: true } }, async (request, reply) => {
    const { page, context } = kit.contextOf(request, request.query);
    return showRequest(reply, page, context, '');
  });

  app.post(
    kit.requestPath,
    { schema: { hide: true }, config: { rateLimit: kit.rateLimit } },
    async (request, reply) => {
      const here = (context: ResetContext) => resetCredentialsPath(deps.config, context);
      const first = kit.contextOf(request, request.body);
      const { page, context } = kit.contextOf(request, request.body, here(first.context));
      const typed = stringField(request.body, 'email').trim();
      const email = EmailSchema.safeParse(typed);
      if (!email.success) return showRequest(reply, page, context, typed, page.t('fields.emailInvalid'));
      const issued = await issuePasswordReset(deps.db, email.data, Date.now(), mail.queue(page, context));
      if (issued) mail.wake();
      return kit.message(reply, 200, page, {
        heading: page.t('reset.sentHeading'),
        body: page.t('reset.sentBody', { email: email.data }),
        link: { href: await kit.signInTarget(context), label: page.t('reset.backToSignIn') },
      });
    },
  );
}
