/**
 * Social sign-in through the embedded provider (Keycloak's "identity brokering", at Keycloak's own
 * callback path `/realms/<realm>/broker/<provider>/endpoint`, which is what an administrator
 * registers with Google, Microsoft or Apple). A pending authorization whose `kc_idp_hint` names a
 * configured provider goes there (start); the provider comes back here by GET (Google, Microsoft)
 * or by a cross-site form POST (Apple's form_post), which carries no cookies of ours. So the
 * callback trusts only the sealed `state` it sent, and hands the result to the sign-in page of that
 * interaction in a sealed ticket: the interaction's own cookie, sent on that same-site page, binds
 * the result to the browser that started it (sealed.ts, interaction.routes.ts). The spec's texts
 * for a failed callback (§5, §8) are shown beneath a localized heading.
 */
import crypto from 'node:crypto';
import { createElement as h } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issuerUrl } from '../../../config.ts';
import { BROKER_IDS, type BrokerConfig, type BrokerId } from '../../../config-brokers.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { MessagePage } from '../pages/message-page.ts';
import { requestPage, signInUrl } from '../pages/page-context.ts';
import { sendPage } from '../pages/render.ts';
import { BROKER_PREFIX, INTERACTION_PREFIX, mountPath } from '../paths.ts';
import { signInWithBroker, type BrokerSignIn } from './broker-accounts.ts';
import { openState, openTicket, sealingKey, sealState, sealTicket, type BrokerTicket } from './sealed.ts';
import { authorizationUrl, BrokerError, exchangeCode, upstream, verifyIdToken } from './upstream.ts';

export const BROKER_NAMES: Record<BrokerId, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
};

type TextKey =
  'broker.failedBody' | 'broker.noEmail' | 'broker.unverifiedEmail' | 'broker.unavailableAccount';
const REFUSAL_TEXTS: Record<Exclude<BrokerSignIn, { ok: true }>['reason'], TextKey> = {
  no_email: 'broker.noEmail',
  unverified_email: 'broker.unverifiedEmail',
  unavailable_account: 'broker.unavailableAccount',
};

const ProviderParams = z.object({ provider: z.enum(BROKER_IDS) });
const CallbackParams = z
  .object({
    state: z.string().max(4096).optional(),
    code: z.string().max(4096).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(500).optional(),
    /** Apple, first sign-in only: the name the person chose to share. */
    user: z.string().max(2048).optional(),
  })
  .catch({});
const AppleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

export interface Brokers {
  /** Whether this provider is configured. */
  has(id: unknown): id is BrokerId;
  /** Where to send the browser to sign in at `id` for interaction `uid`. */
  start(uid: string, id: BrokerId): Promise<string>;
  openTicket(sealed: string): Promise<BrokerTicket | null>;
}

function appleName(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const parsed = AppleUser.safeParse(JSON.parse(user));
    const name = [parsed.data?.name?.firstName, parsed.data?.name?.lastName].filter(Boolean).join(' ').trim();
    return name ? name.slice(0, 100) : null;
  } catch {
    return null;
  }
}

export function brokerRoutes(app: FastifyInstance, deps: IdentityDeps): Brokers {
  const { config, db, log } = deps;
  const key = sealingKey(deps.keys.cookies[0] ?? '');
  const byId = new Map<BrokerId, BrokerConfig>(config.oidc.brokers.map((b) => [b.id, b]));
  const redirectUri = (id: BrokerId) => `${issuerUrl(config)}${BROKER_PREFIX}/${id}/endpoint`;
  const interactionBase = `${mountPath(config)}${INTERACTION_PREFIX}`;

  /** A failed or refused callback: the provider's name in a localized heading, the detail beneath. */
  function page(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: TextKey,
    detail?: string,
    id?: BrokerId,
  ) {
    // The callback's URL carries a spent code: the switcher leads to the app's sign-in page instead.
    const ctx = requestPage(config, request, { here: signInUrl(config) });
    const provider = id ? BROKER_NAMES[id] : '';
    const view = {
      heading: ctx.t('broker.failedHeading', { provider }),
      body: ctx.t(body, { provider }),
      code: detail,
      link: { href: signInUrl(config), label: ctx.t('reset.backToSignIn') },
    };
    return sendPage(reply, status, h(MessagePage, { page: ctx, view }));
  }

  function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    id: BrokerId,
    result: Exclude<BrokerSignIn, { ok: true }>,
  ) {
    const body = REFUSAL_TEXTS[result.reason];
    return page(request, reply, 403, body, undefined, id);
  }

  async function callback(request: FastifyRequest, reply: FastifyReply) {
    const parsedProvider = ProviderParams.safeParse(request.params);
    const id = parsedProvider.success ? parsedProvider.data.provider : undefined;
    const broker = id ? byId.get(id) : undefined;
    if (!id || !broker) return reply.status(404).send({ error: 'not_found' });
    const fail = (detail: string, status = 400) =>
      page(request, reply, status, 'broker.failedBody', detail, id);

    const p = CallbackParams.parse(request.method === 'POST' ? request.body : request.query);
    if (p.error) return fail(`OAuth error: ${p.error} - ${p.error_description ?? ''}`.trim());
    const state = p.state ? await openState(key, p.state) : null;
    if (!state || state.provider !== id) return fail('Invalid state - possible CSRF attack');
    if (!p.code) return fail('No authorization code received');

    let who;
    try {
      const up = await upstream(broker);
      const idToken = await exchangeCode(up, broker, {
        code: p.code,
        redirectUri: redirectUri(id),
        verifier: state.verifier,
      });
      who = await verifyIdToken(up, broker, idToken, state.nonce);
    } catch (err) {
      if (err instanceof BrokerError) {
        log.warn({ provider: id, detail: err.detail }, 'social sign-in refused');
        return fail(err.detail);
      }
      log.error({ err, provider: id }, 'social sign-in failed');
      return fail(id === 'apple' ? 'Apple Sign In failed' : `${BROKER_NAMES[id]} sign-in failed`, 502);
    }
    if (id === 'apple' && !who.name) who = { ...who, name: appleName(p.user) };
    const result = await signInWithBroker(db, id, who, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (!result.ok) return refused(request, reply, id, result);
    const ticket = await sealTicket(key, { uid: state.uid, userId: result.userId });
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${interactionBase}/${state.uid}/broker?ticket=${encodeURIComponent(ticket)}`, 303);
  }

  const path = `${mountPath(config)}${BROKER_PREFIX}/:provider/endpoint`;
  const rateLimit = { max: config.rateLimits.signInPerMinute, timeWindow: 60_000 };
  app.get(path, { schema: { hide: true }, config: { rateLimit } }, callback);
  app.post(path, { schema: { hide: true }, config: { rateLimit } }, callback);

  return {
    has: (id): id is BrokerId => typeof id === 'string' && byId.has(id as BrokerId),
    async start(uid, id) {
      const broker = byId.get(id);
      if (!broker) throw new Error(`${id} is not configured`);
      const up = await upstream(broker);
      const verifier = crypto.randomBytes(48).toString('base64url');
      const nonce = crypto.randomBytes(24).toString('base64url');
      const state = await sealState(key, { uid, provider: id, nonce, verifier });
      const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
      return authorizationUrl(up, broker, { redirectUri: redirectUri(id), state, nonce, challenge });
    },
    openTicket: (sealed) => openTicket(key, sealed),
  };
}
