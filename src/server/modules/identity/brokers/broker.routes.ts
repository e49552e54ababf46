/**
 * Social sign-in through the embedded provider (Keycloak's "identity brokering", at Keycloak's own
 * callback path `/realms/<realm>/broker/<provider>/endpoint`, which is what an administrator
 * registers with Google, Microsoft or Apple). A pending authorization whose `kc_idp_hint` names a
 * configured provider goes there (start); the provider comes back here by GET (Google, Microsoft)
 * or by a cross-site form POST (Apple's form_post), which carries no cookies of ours. So the
 * callback trusts only the sealed `state` it sent, and hands the result to the sign-in page of that
 * interaction in a sealed ticket: the interaction's own cookie, sent on that same-site page, binds
 * the result to the browser that started it (sealed.ts, pages/sign-in.routes.ts). The callback is
 * broker-callback.ts.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { issuerUrl } from '../../../config.ts';
import type { BrokerConfig, BrokerId } from '../../../config-brokers.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { BROKER_PREFIX, mountPath } from '../paths.ts';
import { brokerCallback } from './broker-callback.ts';
import { openTicket, sealingKey, sealState, type BrokerTicket } from './sealed.ts';
import { authorizationUrl, upstream } from './upstream.ts';

export interface Brokers {
  /** Whether this provider is configured. */
  has(id: unknown): id is BrokerId;
  /** Where to send the browser to sign in at `id` for interaction `uid`. */
  start(uid: string, id: BrokerId): Promise<string>;
  openTicket(sealed: string): Promise<BrokerTicket | null>;
}

export function brokerRoutes(app: FastifyInstance, deps: IdentityDeps): Brokers {
  const { config } = deps;
  const key = sealingKey(deps.keys.cookies[0] ?? '');
  const byId = new Map<BrokerId, BrokerConfig>(config.oidc.brokers.map((b) => [b.id, b]));
  const redirectUri = (id: BrokerId) => `${issuerUrl(config)}${BROKER_PREFIX}/${id}/endpoint`;

  const callback = brokerCallback(deps, { key, byId, redirectUri });
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
