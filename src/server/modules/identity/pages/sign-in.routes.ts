/**
 * The sign-in page of a pending authorization, and the ways out of it. Rules:
 * - the form posts back to the interaction's own URL, so its cookie binds it (no CSRF token);
 * - POSTs are rate-limited per address; wrong e-mail and wrong password give the same message;
 * - failures are also counted per account (the e-mail, known or not, from any address): past a
 *   few, that account's sign-in waits longer after each (at most minutes), then is forgotten;
 * - every refused attempt is in the activity log (`user.login_failed`, accounts.ts);
 * - `kc_idp_hint` naming a configured provider goes straight there (brokers/broker.routes.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement as h } from 'react';
import { z } from 'zod';
import { findUserByEmail } from '../../users/users.repo.ts';
import { authenticate, recordFailedSignIn, SignInSchema } from '../accounts.ts';
import type { Brokers } from '../brokers/broker.routes.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { accountKey, requestInfo, stringField, type Interaction } from '../interaction-form.ts';
import { resetCredentialsPath } from '../password-reset/password-reset.ts';
import { brokerNotice, implied, type InteractionKit } from './interaction.ts';
import { showRegister } from './register.routes.ts';
import { sendPage } from './render.ts';
import { SignInPage } from './sign-in-page.ts';
import { toBroker } from './to-broker.ts';

const ScreenQuery = z.object({ screen: z.enum(['sign-in']).optional() }).catch({});
const TicketQuery = z.object({ ticket: z.string().max(4096).optional() }).catch({});
const FormBody = z.record(z.string(), z.unknown()).catch({});

export interface SignInForm {
  email: string;
  invalid: boolean;
  throttledSeconds?: number | undefined;
}

export function showSignIn(
  kit: InteractionKit,
  deps: IdentityDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
  form: SignInForm,
): FastifyReply {
  const url = `${kit.base}/${interaction.uid}`;
  const page = kit.page(request, interaction, `${url}?screen=sign-in`);
  const loginHint = interaction.params.login_hint;
  const view = {
    action: url,
    registerUrl: `${url}/register`,
    forgotPasswordUrl: resetCredentialsPath(deps.config, { lng: page.lng, uid: interaction.uid }),
    email: form.email || (typeof loginHint === 'string' ? loginHint : ''),
    invalidCredentials: form.invalid,
    throttledSeconds: form.throttledSeconds,
    notice: brokerNotice(page.t, interaction.params.kc_idp_hint),
  };
  const status = form.throttledSeconds ? 429 : form.invalid ? 400 : 200;
  // The wait the page states, for a client that reads headers rather than the page.
  if (form.throttledSeconds) reply.header('retry-after', String(form.throttledSeconds));
  return sendPage(reply, status, h(SignInPage, { page, view }));
}

/** Checks the account's backoff, then the password; counts the failure against the account. */
async function attemptSignIn(
  deps: IdentityDeps,
  request: FastifyRequest,
  body: Record<string, unknown>,
): Promise<{ ok: true; userId: string } | { ok: false; waitSeconds?: number }> {
  const info = requestInfo(request);
  const parsed = SignInSchema.safeParse({
    email: stringField(body, 'email'),
    password: stringField(body, 'password'),
  });
  if (!parsed.success) {
    await recordFailedSignIn(deps.db, null, 'invalid_input', info);
    return { ok: false };
  }
  const account = accountKey(parsed.data.email);
  const waitMs = deps.signInBackoff.waitMs(account);
  if (waitMs > 0) {
    // Not tried, but still an attempt on that account: the log shows the guessing goes on.
    const known = await findUserByEmail(deps.db, parsed.data.email);
    await recordFailedSignIn(deps.db, known ?? null, 'throttled', info);
    return { ok: false, waitSeconds: Math.ceil(waitMs / 1000) };
  }
  const user = await authenticate(deps.db, parsed.data.email, parsed.data.password, info);
  if (!user) {
    deps.signInBackoff.fail(account);
    return { ok: false };
  }
  deps.signInBackoff.succeed(account);
  return { ok: true, userId: user.id };
}

export function signInRoutes(
  app: FastifyInstance,
  deps: IdentityDeps,
  kit: InteractionKit,
  brokers: Brokers,
) {
  const rateLimit = { max: deps.config.rateLimits.signInPerMinute, timeWindow: 60_000 };
  const show = showSignIn.bind(null, kit, deps);

  app.get(`${kit.base}/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const interaction = await kit.load(request, reply);
    if (!interaction) return kit.reopened(reply, 'sign-in');
    const prompt = interaction.prompt.name;
    // prompt=consent from a client already signed in (e.g. to keep offline_access): first party.
    if (prompt === 'consent' && interaction.session?.accountId)
      return kit.finish(request, reply, { ...implied(interaction), consent: {} });
    const hint = interaction.params.kc_idp_hint;
    if ((prompt === 'login' || prompt === 'create') && brokers.has(hint))
      return toBroker({ kit, deps, brokers }, request, reply, interaction, hint);
    if (prompt === 'create' && ScreenQuery.parse(request.query).screen !== 'sign-in')
      return showRegister(kit, request, reply, interaction, {
        name: '',
        email: '',
        errors: [],
        emailTaken: false,
      });
    return show(request, reply, interaction, { email: '', invalid: false });
  });

  // Back from a provider with a sealed ticket: valid only in the browser whose interaction it names.
  app.get(`${kit.base}/:uid/broker`, { schema: { hide: true } }, async (request, reply) => {
    const interaction = await kit.load(request, reply);
    if (!interaction) return kit.expired(request, reply);
    const { ticket } = TicketQuery.parse(request.query);
    const opened = ticket ? await brokers.openTicket(ticket) : null;
    if (!opened || opened.uid !== interaction.uid) return kit.expired(request, reply);
    return kit.signedIn(request, reply, interaction, opened.userId);
  });

  app.post(`${kit.base}/:uid`, { schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const interaction = await kit.load(request, reply);
    if (!interaction) return kit.expired(request, reply);
    const body = FormBody.parse(request.body);
    const result = await attemptSignIn(deps, request, body);
    if (result.ok) return kit.signedIn(request, reply, interaction, result.userId);
    const email = stringField(body, 'email').trim();
    return show(request, reply, interaction, { email, invalid: true, throttledSeconds: result.waitSeconds });
  });
}
