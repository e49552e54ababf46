/**
 * The iOS and Android apps' push devices (APNs and FCM tokens) and their sender. Rules:
 * - a device token belongs to one person: registering it again moves it to whoever registers it
 *   now (a phone passed on after a sign-out), and at most DEVICE_TOKENS_MAX are kept per person,
 *   the oldest dropped;
 * - a device is sent to through its own service (APNs for `apns`, FCM for `fcm`); a service this
 *   server has no credentials for sends nothing and keeps the device;
 * - a service that says the device is gone, or an address the outbound rule refuses, drops it.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  DEVICE_TOKENS_MAX,
  type DeviceTokenInput,
  type PushPlatform,
} from '../../../shared/contracts/mobile.ts';
import { newId } from '../../../shared/ids.ts';
import type { NativePushConfig } from '../../config-native-push.ts';
import type { DB } from '../../db/schema.ts';
import type { Lookup, OutboundRule } from '../../http/outbound-url.ts';
import { createApnsSender } from './apns.ts';
import { createFcmSender } from './fcm.ts';
import type { NativeMessage, NativeOutcome } from './native-message.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredDevice {
  id: string;
  platform: PushPlatform;
  token: string;
}

export async function addDevice(
  db: Db,
  userId: string,
  device: DeviceTokenInput,
  now: number,
): Promise<void> {
  await db
    .insertInto('pushDevices')
    .values({ id: newId(), userId, platform: device.platform, token: device.deviceToken, createdAt: now })
    .onConflict((oc) => oc.columns(['platform', 'token']).doUpdateSet({ userId, createdAt: now }))
    .execute();
  const keep = db
    .selectFrom('pushDevices')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(DEVICE_TOKENS_MAX);
  await db.deleteFrom('pushDevices').where('userId', '=', userId).where('id', 'not in', keep).execute();
}

export async function removeDevice(db: Db, userId: string, device: DeviceTokenInput): Promise<void> {
  await db
    .deleteFrom('pushDevices')
    .where('userId', '=', userId)
    .where('platform', '=', device.platform)
    .where('token', '=', device.deviceToken)
    .execute();
}

export async function devicesOf(db: Db, userId: string): Promise<StoredDevice[]> {
  const rows = await db
    .selectFrom('pushDevices')
    .select(['id', 'platform', 'token'])
    .where('userId', '=', userId)
    .execute();
  return rows.flatMap((r) =>
    r.platform === 'apns' || r.platform === 'fcm' ? [{ id: r.id, platform: r.platform, token: r.token }] : [],
  );
}

export async function dropDevice(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pushDevices').where('id', '=', id).execute();
}

export interface NativePushSender {
  send(device: StoredDevice, message: NativeMessage): Promise<NativeOutcome>;
}

export function createNativePushSender(
  config: NativePushConfig,
  rule: OutboundRule,
  lookup?: Lookup,
): NativePushSender {
  const apns = config.apns && createApnsSender(config.apns, rule, lookup);
  const fcm = config.fcm && createFcmSender(config.fcm, rule, lookup);
  return {
    async send(device, message) {
      const service = device.platform === 'apns' ? apns : fcm;
      return service ? service(device.token, message) : 'unconfigured';
    },
  };
}
