/**
 * The providers' way back (`/realms/<realm>/broker/<provider>/endpoint`, by GET, or by Apple's
 * cross-site form POST that carries no cookie of ours). Rules: only the sealed `state` this server
 * sent is trusted; the code is exchanged and the ID token verified upstream (upstream.ts); the
 * person is found or linked by broker-accounts.ts; the result goes to the interaction's own page
 * in a sealed ticket. A failure shows the spec's technical detail (§5, §8) beneath a localized
 * heading.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement as h } from 'react';
import { z } from 'zod';
import { BROKER_IDS, type BrokerConfig, type BrokerId } from '../../../config-brokers.ts';
import type { Config } from '../../../config.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { MessagePage } from '../pages/message-page.ts';
import { requestPage, signInUrl } from '../pages/page-context.ts';
import { sendPage } from '../pages/render.ts';
import { INTERACTION_PREFIX, mountPath } from '../paths.ts';
import { signInWithBroker, type BrokerSignIn } from './broker-accounts.ts';
import { BROKER_NAMES } from './broker-names.ts';
import { openState, sealTicket, type sealingKey } from './sealed.ts';
import { BrokerError, exchangeCode, upstream, verifyIdToken } from './upstream.ts';

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

interface Failure {
  status: number;
  body: TextKey;
  detail?: string | undefined;
}

/** A failed or refused callback: the provider's name in a localized heading, the detail beneath. */
function failurePage(config: Config, request: FastifyRequest, reply: FastifyReply, id: BrokerId, f: Failure) {
  // The callback's URL carries a spent code: the switcher leads to the app's sign-in page instead.
  const page = requestPage(config, request, { here: signInUrl(config) });
  const provider = BROKER_NAMES[id];
  const view = {
    heading: page.t('broker.failedHeading', { provider }),
    body: page.t(f.body, { provider }),
    code: f.detail,
    link: { href: signInUrl(config), label: page.t('reset.backToSignIn') },
  };
  return sendPage(reply, f.status, h(MessagePage, { page, view }));
}

export interface BrokerSetup {
  key: ReturnType<typeof sealingKey>;
  byId: Map<BrokerId, BrokerConfig>;
  redirectUri(id: BrokerId): string;
}

type Verified = Awaited<ReturnType<typeof verifyIdToken>>;

/** The person the provider vouches for, from the code; or the failure to show. */
async function identify(
  deps: IdentityDeps,
  setup: BrokerSetup,
  id: BrokerId,
  params: z.infer<typeof CallbackParams>,
): Promise<{ who: Verified; uid: string } | Failure> {
  const fail = (detail: string, status = 400): Failure => ({ status, body: 'broker.failedBody', detail });
  const broker = setup.byId.get(id);
  if (!broker) return fail('not configured', 404);
  if (params.error) return fail(`OAuth error: ${params.error} - ${params.error_description ?? ''}`.trim());
  const state = params.state ? await openState(setup.key, params.state) : null;
  if (!state || state.provider !== id) return fail('Invalid state - possible CSRF attack');
  if (!params.code) return fail('No authorization code received');
  try {
    const up = await upstream(broker);
    const exchange = { code: params.code, redirectUri: setup.redirectUri(id), verifier: state.verifier };
    const who = await verifyIdToken(up, broker, await exchangeCode(up, broker, exchange), state.nonce);
    return {
      who: id === 'apple' && !who.name ? { ...who, name: appleName(params.user) } : who,
      uid: state.uid,
    };
  } catch (err) {
    if (!(err instanceof BrokerError)) {
      deps.log.error({ err, provider: id }, 'social sign-in failed');
      return fail(id === 'apple' ? 'Apple Sign In failed' : `${BROKER_NAMES[id]} sign-in failed`, 502);
    }
    deps.log.warn({ provider: id, detail: err.detail }, 'social sign-in refused');
    return fail(err.detail);
  }
}

export function brokerCallback(deps: IdentityDeps, setup: BrokerSetup) {
  const interactionBase = `${mountPath(deps.config)}${INTERACTION_PREFIX}`;
  return async function callback(request: FastifyRequest, reply: FastifyReply) {
    const parsedProvider = ProviderParams.safeParse(request.params);
    const id = parsedProvider.success ? parsedProvider.data.provider : undefined;
    if (!id || !setup.byId.has(id)) return reply.status(404).send({ error: 'not_found' });
    const params = CallbackParams.parse(request.method === 'POST' ? request.body : request.query);
    const found = await identify(deps, setup, id, params);
    if (!('who' in found)) return failurePage(deps.config, request, reply, id, found);
    const info = { ip: request.ip, userAgent: request.headers['user-agent'] };
    const result = await signInWithBroker(deps.db, id, found.who, info);
    if (!result.ok)
      return failurePage(deps.config, request, reply, id, {
        status: 403,
        body: REFUSAL_TEXTS[result.reason],
      });
    const ticket = await sealTicket(setup.key, { uid: found.uid, userId: result.userId });
    const target = `${interactionBase}/${found.uid}/broker?ticket=${encodeURIComponent(ticket)}`;
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  };
}
