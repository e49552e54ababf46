/**
 * Where the mailed link lands: choose a new password. Rules: opening the link changes nothing
 * (mail scanners open links), only the form's POST uses the token; the token travels as `?token=`
 * (the request log redacts it) and in the form body, never in a log line; POSTs are rate-limited
 * per address; a reset ends every session of the account (password-reset.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createElement as h } from 'react';
import { z } from 'zod';
import type { IdentityDeps } from '../identity-deps.ts';
import { requestInfo } from '../interaction-form.ts';
import type { PageContext } from '../pages/page-context.ts';
import type { FieldError } from '../pages/parts.ts';
import { sendPage } from '../pages/render.ts';
import { hashPassword } from '../passwords.ts';
import { NewPasswordPage, type NewPasswordView } from './password-reset-pages.ts';
import {
  completePasswordReset,
  findUsableReset,
  resetPasswordLink,
  ResetTokenSchema,
} from './password-reset.ts';
import { stringField, type ResetKit } from './reset-kit.ts';

const NewPasswordSchema = z.string().min(8).max(200);

function passwordErrors(page: PageContext, body: unknown): FieldError[] {
  const password = stringField(body, 'password');
  if (!NewPasswordSchema.safeParse(password).success)
    return [{ field: 'password', message: page.t('fields.passwordInvalid') }];
  if (stringField(body, 'password-confirm') !== password)
    return [{ field: 'password-confirm', message: page.t('reset.passwordMismatch') }];
  return [];
}

export function newPasswordRoutes(app: FastifyInstance, deps: IdentityDeps, kit: ResetKit) {
  const show = (
    reply: FastifyReply,
    status: number,
    page: PageContext,
    view: Omit<NewPasswordView, 'action'>,
  ) =>
    sendPage(reply, status, h(NewPasswordPage, { page, view: { ...view, action: kit.resetPath } }), {
      noReferrer: true,
    });

  app.get(kit.resetPath, { schema: { hide: true } }, async (request, reply) => {
    const { page, context } = kit.contextOf(request, request.query);
    const token = ResetTokenSchema.safeParse(stringField(request.query, 'token'));
    const account = token.success ? await findUsableReset(deps.db, token.data) : undefined;
    if (!token.success || !account) return kit.linkUnusable(reply, page, context);
    return show(reply, 200, page, { context, token: token.data, email: account.email, errors: [] });
  });

  app.post(
    kit.resetPath,
    { schema: { hide: true }, config: { rateLimit: kit.rateLimit } },
    async (request, reply) => {
      const token = ResetTokenSchema.safeParse(stringField(request.body, 'token'));
      const first = kit.contextOf(request, request.body);
      const here = token.success ? resetPasswordLink(deps.config, token.data, first.context) : undefined;
      const { page, context } = kit.contextOf(request, request.body, here);
      const account = token.success ? await findUsableReset(deps.db, token.data) : undefined;
      if (!token.success || !account) return kit.linkUnusable(reply, page, context);
      const errors = passwordErrors(page, request.body);
      if (errors.length > 0)
        return show(reply, 400, page, { context, token: token.data, email: account.email, errors });
      const password = await hashPassword(stringField(request.body, 'password'));
      if (!(await completePasswordReset(deps.db, token.data, password, requestInfo(request))))
        return kit.linkUnusable(reply, page, context);
      return kit.message(reply, 200, page, {
        heading: page.t('reset.doneHeading'),
        body: page.t('reset.doneBody'),
        link: { href: await kit.signInTarget(context), label: page.t('signIn.button') },
      });
    },
  );
}
