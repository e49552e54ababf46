/**
 * Web Push: browsers' subscriptions and the sender. Rules:
 * - a subscription (its endpoint) belongs to one person; registering it again moves it to whoever
 *   registers it now (a shared browser after a sign-out and sign-in), and at most
 *   PUSH_SUBSCRIPTIONS_MAX are kept per person, the oldest dropped;
 * - only endpoints the outbound rule allows are stored or sent to (http/outbound-url.ts: https on a
 *   browser's push service, public addresses only, the checked address connected to, no
 *   redirects); a stored one it refuses now is removed without a request;
 * - messages are encrypted and signed by `web-push` (VAPID, aes128gcm) and POSTed under that rule;
 *   tests reach a local push service only through the rule's test-only origins;
 * - a push service answering 404 or 410 has dropped the subscription: it is removed here too; any
 *   other answer but 2xx (a redirect included) is a failed delivery, retried by the job.
 */
import type { Kysely, Transaction } from 'kysely';
import webpush from 'web-push';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionInput,
} from '../../../shared/contracts/notifications.ts';
import { newId } from '../../../shared/ids.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import {
  checkOutboundUrl,
  OutboundRefused,
  postOutbound,
  resolveChecked,
  type Lookup,
  type OutboundRule,
} from '../../http/outbound-url.ts';
import type { PushKeys } from './push-keys.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Refuses (400, naming the field) an endpoint the outbound rule does not allow, before it is
 * stored. A host that cannot be resolved right now is not refused for it (a resolver outage is
 * not the person's fault): the sender resolves and checks again before every request.
 */
export async function admitEndpoint(endpoint: string, rule: OutboundRule, lookup?: Lookup): Promise<void> {
  try {
    const url = checkOutboundUrl(endpoint, rule);
    await resolveChecked(url, rule, lookup).catch((err: unknown) => {
      if (err instanceof OutboundRefused) throw err;
    });
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    throw new AppError(
      'VALIDATION_FAILED',
      "This browser's push service is not one Quadrant can send notifications to.",
      { field: 'endpoint', reason: err.message },
    );
  }
}

export async function addSubscription(
  db: Db,
  userId: string,
  sub: PushSubscriptionInput,
  now: number,
): Promise<void> {
  const values = { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: now };
  await db
    .insertInto('pushSubscriptions')
    .values({ id: newId(), endpoint: sub.endpoint, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
  const keep = db
    .selectFrom('pushSubscriptions')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(PUSH_SUBSCRIPTIONS_MAX);
  await db.deleteFrom('pushSubscriptions').where('userId', '=', userId).where('id', 'not in', keep).execute();
}

export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

export function subscriptionsOf(db: Db, userId: string): Promise<StoredSubscription[]> {
  return db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('userId', '=', userId)
    .execute();
}

export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export interface PushSender {
  /**
   * 'gone': the push service no longer knows the subscription; 'refused': its endpoint breaks the
   * outbound rule, and nothing was sent. Throws on any other failure.
   */
  send(sub: StoredSubscription, payload: string): Promise<'sent' | 'gone' | 'refused'>;
}

export class PushFailed extends Error {
  override name = 'PushFailed';
}

export function createPushSender(
  keys: PushKeys,
  subject: string,
  rule: OutboundRule,
  lookup?: Lookup,
): PushSender {
  return {
    async send(sub, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.vapidPublicKey, privateKey: keys.vapidPrivateKey },
          TTL: 24 * 3600,
          urgency: 'high',
        },
      );
      let status: number;
      try {
        status = await postOutbound(
          request.endpoint,
          {
            headers: request.headers,
            body: request.body === null ? undefined : new Uint8Array(request.body),
            timeoutMs: 15_000,
          },
          rule,
          lookup,
        );
      } catch (err) {
        if (err instanceof OutboundRefused) return 'refused';
        throw err;
      }
      if (status === 404 || status === 410) return 'gone';
      // The push service's host is not ours to log (it may name the person's browser vendor only).
      if (status < 200 || status >= 300) throw new PushFailed(`push service answered ${status}`);
      return 'sent';
    },
  };
}
