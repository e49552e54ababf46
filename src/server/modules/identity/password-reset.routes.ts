/**
 * "Forgot password?" pages under the issuer, at Keycloak's `login-actions` paths. Rules:
 * - asking for a link always answers with the same page, whether or not the address has an account;
 *   the mail goes out after the answer, so a slow mail server cannot reveal which addresses exist;
 * - the link's token travels as `?token=` (the request log redacts it) and in the form body,
 *   never in a log line; opening the link changes nothing (mail scanners open links), only the
 *   form's POST uses it;
 * - POSTs are rate-limited per address like sign-in; mails per account are capped in password-reset.ts;
 * - a page speaks `kc_locale` (carried from the sign-in page and in the link), else Accept-Language;
 * - `uid` names the pending sign-in, so "sign in" can lead back into it while it is still valid.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { createOutboxMailer, outboxDir, type Mailer } from '../mail/mailer.ts';
import type { RequestInfo } from './accounts.ts';
import type { IdentityDeps } from './identity-deps.ts';
import type { FieldError, PageContext } from './pages.ts';
import { hashPassword } from './passwords.ts';
import {
  completePasswordReset,
  findUsableReset,
  issuePasswordReset,
  RESET_CREDENTIALS_PATH,
  RESET_PASSWORD_PATH,
  resetCredentialsPath,
  resetMail,
  resetPasswordLink,
  ResetTokenSchema,
  type IssuedReset,
  type ResetContext,
} from './password-reset.ts';
import { newPasswordPage, resetMessagePage, resetRequestPage } from './password-reset-pages.ts';
import { INTERACTION_PREFIX, mountPath } from './paths.ts';
import { pageContext, signInUrl } from './provider-pages.ts';

const FormBody = z.record(z.string(), z.unknown()).catch({});
const Uid = z.string().regex(/^[\w-]{1,64}$/);
const EmailSchema = z
  .email()
  .max(254)
  .transform((e) => e.toLowerCase());
const NewPasswordSchema = z.string().min(8).max(200);

function stringField(source: unknown, name: string): string {
  const record = FormBody.parse(source);
  const value = record[name];
  return typeof value === 'string' ? value : '';
}

function requestInfo(request: FastifyRequest): RequestInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export function passwordResetRoutes(
  app: FastifyInstance,
  deps: IdentityDeps,
  provider: Provider,
  mailer?: Mailer,
): void {
  const { config, db } = deps;
  const mount = mountPath(config);
  const requestPath = `${mount}${RESET_CREDENTIALS_PATH}`;
  const resetPath = `${mount}${RESET_PASSWORD_PATH}`;
  const rateLimit = {
    max: config.rateLimits.signInPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.ip,
  };
  const mail =
    mailer ??
    createOutboxMailer({
      dir: outboxDir(config.dataDir),
      from: { name: 'Quadrant', address: config.mail.from },
      domain: new URL(config.publicUrl).hostname,
      log: deps.log,
    });

  // Mails still being sent when the server stops are finished first.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  /** The language and pending sign-in a request carries (query string or form body). */
  function contextOf(request: FastifyRequest, source: unknown): { page: PageContext; context: ResetContext } {
    const page = pageContext(config, stringField(source, 'kc_locale'), request.headers['accept-language']);
    const uid = Uid.safeParse(stringField(source, 'uid'));
    return { page, context: { lng: page.lng, uid: uid.success ? uid.data : undefined } };
  }

  /** Back into the pending sign-in while it lasts, else to the app's sign-in page. */
  async function signInTarget(context: ResetContext): Promise<string> {
    if (context.uid && (await provider.Interaction.find(context.uid)))
      return `${mount}${INTERACTION_PREFIX}/${context.uid}?screen=sign-in`;
    return signInUrl(config);
  }

  function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  async function showRequest(
    reply: FastifyReply,
    page: PageContext,
    context: ResetContext,
    form: { email: string; error: string | undefined },
  ): Promise<FastifyReply> {
    const html = resetRequestPage(page, {
      action: requestPath,
      context,
      email: form.email,
      emailError: form.error,
      signInUrl: await signInTarget(context),
    });
    return sendHtml(reply, form.error ? 400 : 200, html);
  }

  function linkUnusable(reply: FastifyReply, page: PageContext, context: ResetContext): FastifyReply {
    const { t } = page;
    const html = resetMessagePage(page, {
      heading: t.resetLinkInvalidHeading,
      body: t.resetLinkInvalidBody,
      link: { href: resetCredentialsPath(config, context), label: t.requestNewLink },
    });
    return sendHtml(reply, 400, html);
  }

  function sendLink(
    request: FastifyRequest,
    page: PageContext,
    context: ResetContext,
    issued: IssuedReset,
  ): void {
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
  }

  app.get(requestPath, { schema: { hide: true } }, async (request, reply) => {
    const { page, context } = contextOf(request, request.query);
    return showRequest(reply, page, context, { email: '', error: undefined });
  });

  app.post(requestPath, { schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const { page, context } = contextOf(request, request.body);
    const typed = stringField(request.body, 'email').trim();
    const email = EmailSchema.safeParse(typed);
    if (!email.success)
      return showRequest(reply, page, context, { email: typed, error: page.t.emailInvalid });
    const address = email.data;
    const issued = await issuePasswordReset(db, address);
    if (issued) sendLink(request, page, context, issued);
    const html = resetMessagePage(page, {
      heading: page.t.resetSentHeading,
      body: page.t.resetSentBody.replace('{email}', () => address),
      link: { href: await signInTarget(context), label: page.t.backToSignIn },
    });
    return sendHtml(reply, 200, html);
  });

  app.get(resetPath, { schema: { hide: true } }, async (request, reply) => {
    const { page, context } = contextOf(request, request.query);
    const token = ResetTokenSchema.safeParse(stringField(request.query, 'token'));
    const account = token.success ? await findUsableReset(db, token.data) : undefined;
    if (!token.success || !account) return linkUnusable(reply, page, context);
    const html = newPasswordPage(page, {
      action: resetPath,
      context,
      token: token.data,
      email: account.email,
      errors: [],
    });
    return sendHtml(reply, 200, html);
  });

  app.post(resetPath, { schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const { page, context } = contextOf(request, request.body);
    const { t } = page;
    const token = ResetTokenSchema.safeParse(stringField(request.body, 'token'));
    const account = token.success ? await findUsableReset(db, token.data) : undefined;
    if (!token.success || !account) return linkUnusable(reply, page, context);

    const password = stringField(request.body, 'password');
    const errors: FieldError[] = [];
    if (!NewPasswordSchema.safeParse(password).success)
      errors.push({ field: 'password', message: t.passwordInvalid });
    else if (stringField(request.body, 'password-confirm') !== password)
      errors.push({ field: 'password-confirm', message: t.passwordMismatch });
    if (errors.length > 0) {
      const html = newPasswordPage(page, {
        action: resetPath,
        context,
        token: token.data,
        email: account.email,
        errors,
      });
      return sendHtml(reply, 400, html);
    }

    const done = await completePasswordReset(
      db,
      token.data,
      await hashPassword(password),
      requestInfo(request),
    );
    if (!done) return linkUnusable(reply, page, context);
    const html = resetMessagePage(page, {
      heading: t.resetDoneHeading,
      body: t.resetDoneBody,
      link: { href: await signInTarget(context), label: t.signInButton },
    });
    return sendHtml(reply, 200, html);
  });
}
