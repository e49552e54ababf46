/**
 * Reminders on the iOS and Android apps' own notifications (reminders/native-push.ts). Each
 * service is on when its credentials are set, off otherwise (devices still register, and are sent
 * to once it is configured):
 * - APNs: a token-based key (.p8) from Apple's developer account: APNS_KEY_FILE, APNS_KEY_ID,
 *   APNS_TEAM_ID; the topic is the app's bundle id (APNS_TOPIC, default `app.quadrant.mobile`);
 *   APNS_ENVIRONMENT `production` (App Store and TestFlight builds) or `development` (Xcode).
 * - FCM: a Firebase service account's JSON key file (FCM_SERVICE_ACCOUNT_FILE), whose project,
 *   e-mail, private key and token address it names.
 * The key files are read once at start; their contents are never logged.
 */
import fs from 'node:fs';
import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

export const NativePushEnvSchema = z.object({
  APNS_KEY_FILE: optional,
  APNS_KEY_ID: optional,
  APNS_TEAM_ID: optional,
  APNS_TOPIC: z.string().trim().min(1).default('app.quadrant.mobile'),
  APNS_ENVIRONMENT: z.enum(['production', 'development']).default('production'),
  FCM_SERVICE_ACCOUNT_FILE: optional,
});
type NativePushEnv = z.infer<typeof NativePushEnvSchema>;

export const APNS_ORIGINS = {
  production: 'https://api.push.apple.com',
  development: 'https://api.sandbox.push.apple.com',
} as const;
export const FCM_ORIGIN = 'https://fcm.googleapis.com';
/** The hosts native push may reach (http/outbound-url.ts): Apple's two, Google's send and token. */
export const NATIVE_PUSH_HOSTS: readonly string[] = [
  'api.push.apple.com',
  'api.sandbox.push.apple.com',
  'fcm.googleapis.com',
  'oauth2.googleapis.com',
];

export interface ApnsConfig {
  /** The .p8 key (PKCS #8 PEM, EC P-256) that signs the provider tokens. */
  key: string;
  keyId: string;
  teamId: string;
  topic: string;
  origin: string;
}

export const ServiceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccount = z.infer<typeof ServiceAccountSchema>;

export interface FcmConfig {
  account: ServiceAccount;
  origin: string;
}

export interface NativePushConfig {
  apns: ApnsConfig | undefined;
  fcm: FcmConfig | undefined;
}

function apnsFrom(e: NativePushEnv): ApnsConfig | undefined {
  const set = [e.APNS_KEY_FILE, e.APNS_KEY_ID, e.APNS_TEAM_ID].filter(Boolean).length;
  if (set === 0) return undefined;
  if (!e.APNS_KEY_FILE || !e.APNS_KEY_ID || !e.APNS_TEAM_ID)
    throw new Error('set APNS_KEY_FILE, APNS_KEY_ID and APNS_TEAM_ID together');
  const key = fs.readFileSync(e.APNS_KEY_FILE, 'utf8');
  if (!key.includes('PRIVATE KEY')) throw new Error('APNS_KEY_FILE is not a .p8 key (PEM)');
  return {
    key,
    keyId: e.APNS_KEY_ID,
    teamId: e.APNS_TEAM_ID,
    topic: e.APNS_TOPIC,
    origin: APNS_ORIGINS[e.APNS_ENVIRONMENT],
  };
}

function fcmFrom(e: NativePushEnv): FcmConfig | undefined {
  if (!e.FCM_SERVICE_ACCOUNT_FILE) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(e.FCM_SERVICE_ACCOUNT_FILE, 'utf8'));
  } catch {
    throw new Error('FCM_SERVICE_ACCOUNT_FILE is not a readable JSON file');
  }
  const parsed = ServiceAccountSchema.safeParse(json);
  if (!parsed.success) throw new Error('FCM_SERVICE_ACCOUNT_FILE is not a service account key');
  return { account: parsed.data, origin: FCM_ORIGIN };
}

/** Throws naming what is wrong (a half-set APNs key, an unreadable file). */
export function nativePushFrom(e: NativePushEnv): NativePushConfig {
  return { apns: apnsFrom(e), fcm: fcmFrom(e) };
}
