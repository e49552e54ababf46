/**
 * The sign-in and create-account pages of a pending authorization ("interaction"). Rules:
 * - a page belongs to the interaction in the browser's interaction cookie, which oidc-provider
 *   scopes to this URL; a form posted for another uid, or after the hour, gets the "expired" page;
 * - both forms post back to the interaction's own URL, so the cookie binds them (no CSRF token);
 * - POSTs are rate-limited per address; wrong e-mail and wrong password give the same message;
 * - failures are also counted per account (the e-mail, known or not, from any address): past a
 *   few, that account's sign-in waits longer after each (at most minutes), then is forgotten;
 * - the page's language is the request's `ui_locales`, else Accept-Language, else English.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { authenticate, registerAccount, RegistrationSchema, SignInSchema } from './accounts.ts';
import { BROKER_NAMES, type Brokers } from './brokers/broker.routes.ts';
import type { IdentityDeps } from './identity-deps.ts';
import {
  accountKey,
  promptRequested,
  requestInfo,
  stringField,
  type Interaction,
} from './interaction-form.ts';
import type { IdentityStrings } from './locales/en.ts';
import type { BrokerId } from '../../config-brokers.ts';
import { messagePage, registerPage, signInPage, type FieldError, type PageContext } from './pages.ts';
import { INTERACTION_PREFIX, mountPath } from './paths.ts';
import { resetCredentialsPath } from './password-reset.ts';
import { pageContext, signInUrl } from './provider-pages.ts';

const UidParams = z.object({ uid: z.string().regex(/^[\w-]{1,64}$/) });
const ScreenQuery = z.object({ screen: z.enum(['sign-in']).optional() });
const TicketQuery = z.object({ ticket: z.string().max(4096).optional() }).catch({});
const FormBody = z.record(z.string(), z.unknown()).catch({});

function brokerNotice(t: IdentityStrings, hint: unknown): string | undefined {
  if (hint !== 'google' && hint !== 'microsoft' && hint !== 'apple') return undefined;
  // A provider this server does not broker (an old link, another client): say so, offer the form.
  return t.brokerNotConfigured.replace('{provider}', BROKER_NAMES[hint]);
}

export function interactionRoutes(
  app: FastifyInstance,
  deps: IdentityDeps,
  provider: Provider,
  brokers: Brokers,
): void {
  const { config, db } = deps;
  const base = `${mountPath(config)}${INTERACTION_PREFIX}`;
  const rateLimit = { max: config.rateLimits.signInPerMinute, timeWindow: 60_000 };

  function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function pageFor(request: FastifyRequest, interaction: Interaction | undefined): PageContext {
    return pageContext(config, interaction?.params.ui_locales, request.headers['accept-language']);
  }

  /** The interaction of this browser, if it is the one in the URL and has not expired. */
  async function loadInteraction(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> {
    const { uid } = UidParams.parse(request.params);
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === uid ? interaction : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  }

  function expired(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const page = pageFor(request, undefined);
    const { t } = page;
    const html = messagePage(page, {
      heading: t.expiredHeading,
      body: t.expiredBody,
      link: { href: signInUrl(config), label: t.backToApp },
    });
    return sendHtml(reply, 400, html);
  }

  /** Prompts the client asked for that signing in answers: first party, so consent is implied. */
  function implied(interaction: Interaction): InteractionResults {
    const result: InteractionResults = {};
    // A registration request (prompt=create) is answered by signing in as well as by registering.
    if (promptRequested(interaction, 'create')) result.create = {};
    if (promptRequested(interaction, 'consent')) result.consent = {};
    return result;
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ): Promise<FastifyReply> {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ): Promise<FastifyReply> {
    return finish(request, reply, { ...implied(interaction), login: { accountId, remember: true } });
  }

  function showSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    form: { email: string; invalid: boolean; throttledSeconds?: number },
  ): FastifyReply {
    const page = pageFor(request, interaction);
    const loginHint = interaction.params.login_hint;
    const html = signInPage(page, {
      action: `${base}/${interaction.uid}`,
      registerUrl: `${base}/${interaction.uid}/register`,
      forgotPasswordUrl: resetCredentialsPath(config, { lng: page.lng, uid: interaction.uid }),
      email: form.email || (typeof loginHint === 'string' ? loginHint : ''),
      invalidCredentials: form.invalid,
      throttledSeconds: form.throttledSeconds,
      notice: brokerNotice(page.t, interaction.params.kc_idp_hint),
    });
    return sendHtml(reply, form.throttledSeconds ? 429 : form.invalid ? 400 : 200, html);
  }

  function showRegister(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    form: { name: string; email: string; errors: FieldError[]; emailTaken: boolean },
  ): FastifyReply {
    const page = pageFor(request, interaction);
    const html = registerPage(page, {
      action: `${base}/${interaction.uid}/register`,
      signInUrl: `${base}/${interaction.uid}?screen=sign-in`,
      values: { name: form.name, email: form.email },
      errors: form.errors,
      emailTaken: form.emailTaken,
      notice: brokerNotice(page.t, interaction.params.kc_idp_hint),
    });
    const failed = form.errors.length > 0 || form.emailTaken;
    return sendHtml(reply, failed ? 400 : 200, html);
  }

  function fieldErrors(t: IdentityStrings, issues: z.core.$ZodIssue[]): FieldError[] {
    const messages: Record<string, string> = {
      name: t.nameInvalid,
      email: t.emailInvalid,
      password: t.passwordInvalid,
    };
    const fields = new Set(issues.map((i) => String(i.path[0] ?? '')));
    return ['name', 'email', 'password']
      .filter((f) => fields.has(f))
      .map((f) => ({ field: f, message: messages[f] ?? '' }));
  }

  /** Checks the account's backoff, then the password; counts the failure against the account. */
  async function attemptSignIn(
    request: FastifyRequest,
    body: Record<string, unknown>,
  ): Promise<{ ok: true; userId: string } | { ok: false; waitSeconds?: number }> {
    const parsed = SignInSchema.safeParse({
      email: stringField(body, 'email'),
      password: stringField(body, 'password'),
    });
    if (!parsed.success) return { ok: false };
    const account = accountKey(parsed.data.email);
    const waitMs = deps.signInBackoff.waitMs(account);
    if (waitMs > 0) return { ok: false, waitSeconds: Math.ceil(waitMs / 1000) };
    const user = await authenticate(db, parsed.data.email, parsed.data.password, requestInfo(request));
    if (!user) {
      deps.signInBackoff.fail(account);
      return { ok: false };
    }
    deps.signInBackoff.succeed(account);
    return { ok: true, userId: user.id };
  }

  app.get(`${base}/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
      // prompt=consent from a client already signed in (e.g. to keep offline_access): first party.
      return finish(request, reply, { ...implied(interaction), consent: {} });
    }
    const hint = interaction.params.kc_idp_hint;
    const signingIn = interaction.prompt.name === 'login' || interaction.prompt.name === 'create';
    if (signingIn && brokers.has(hint)) return toBroker(request, reply, interaction, hint);
    const { screen } = ScreenQuery.catch({}).parse(request.query);
    if (interaction.prompt.name === 'create' && screen !== 'sign-in') {
      return showRegister(request, reply, interaction, {
        name: '',
        email: '',
        errors: [],
        emailTaken: false,
      });
    }
    return showSignIn(request, reply, interaction, { email: '', invalid: false });
  });

  /** Off to Google, Microsoft or Apple (brokers/broker.routes.ts); they come back to the route below. */
  async function toBroker(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    id: BrokerId,
  ) {
    try {
      return reply
        .header('cache-control', 'no-store')
        .redirect(await brokers.start(interaction.uid, id), 303);
    } catch (err) {
      deps.log.error({ err, provider: id }, 'social sign-in could not start');
      const page = pageFor(request, interaction);
      const html = messagePage(page, {
        heading: page.t.brokerFailedHeading.replaceAll('{provider}', BROKER_NAMES[id]),
        body: page.t.brokerFailedBody,
        code: `${BROKER_NAMES[id]} could not be reached`,
        link: { href: `${base}/${interaction.uid}?screen=sign-in`, label: page.t.signInButton },
      });
      return sendHtml(reply, 502, html);
    }
  }

  // Back from a provider with a sealed ticket: valid only in the browser whose interaction it names.
  app.get(`${base}/:uid/broker`, { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const { ticket } = TicketQuery.parse(request.query);
    const opened = ticket ? await brokers.openTicket(ticket) : null;
    if (!opened || opened.uid !== interaction.uid) return expired(request, reply);
    return signedIn(request, reply, interaction, opened.userId);
  });

  app.get(`${base}/:uid/register`, { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    return showRegister(request, reply, interaction, { name: '', email: '', errors: [], emailTaken: false });
  });

  app.post(`${base}/:uid`, { schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const body = FormBody.parse(request.body);
    const email = stringField(body, 'email').trim();
    const result = await attemptSignIn(request, body);
    if (result.ok) return signedIn(request, reply, interaction, result.userId);
    return showSignIn(request, reply, interaction, {
      email,
      invalid: true,
      throttledSeconds: result.waitSeconds,
    });
  });

  app.post(
    `${base}/:uid/register`,
    { schema: { hide: true }, config: { rateLimit } },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return expired(request, reply);
      const body = FormBody.parse(request.body);
      const values = {
        name: stringField(body, 'name'),
        email: stringField(body, 'email'),
        password: stringField(body, 'password'),
      };
      const shown = { name: values.name.trim(), email: values.email.trim() };
      const parsed = RegistrationSchema.safeParse({ ...values, email: values.email.trim() });
      if (!parsed.success) {
        const errors = fieldErrors(pageFor(request, interaction).t, parsed.error.issues);
        return showRegister(request, reply, interaction, { ...shown, errors, emailTaken: false });
      }
      const result = await registerAccount(db, parsed.data, requestInfo(request));
      if (!result.ok)
        return showRegister(request, reply, interaction, { ...shown, errors: [], emailTaken: true });
      return signedIn(request, reply, interaction, result.user.id);
    },
  );
}
