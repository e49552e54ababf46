/**
 * Web Push: browsers' subscriptions and the sender. Rules:
 * - a subscription (its endpoint) belongs to one person; registering it again moves it to whoever
 *   registers it now (a shared browser after a sign-out and sign-in), and at most
 *   PUSH_SUBSCRIPTIONS_MAX are kept per person, the oldest dropped;
 * - messages are encrypted and signed by `web-push` (VAPID, aes128gcm) and POSTed with fetch, so
 *   the sender works against any push service URL, including a local one in tests;
 * - a push service answering 404 or 410 has dropped the subscription: it is removed here too.
 */
import type { Kysely, Transaction } from 'kysely';
import webpush from 'web-push';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionInput,
} from '../../../shared/contracts/notifications.ts';
import { newId } from '../../../shared/ids.ts';
import type { DB } from '../../db/schema.ts';
import type { PushKeys } from './push-keys.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
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
  /** 'gone': the push service no longer knows the subscription. Throws on any other failure. */
  send(sub: StoredSubscription, payload: string): Promise<'sent' | 'gone'>;
}

export class PushFailed extends Error {
  override name = 'PushFailed';
}

export function createPushSender(keys: PushKeys, subject: string): PushSender {
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
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body === null ? undefined : new Uint8Array(request.body),
        signal: AbortSignal.timeout(15_000),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      // The push service's host is not ours to log (it may name the person's browser vendor only).
      if (!res.ok) throw new PushFailed(`push service answered ${res.status}`);
      return 'sent';
    },
  };
}
