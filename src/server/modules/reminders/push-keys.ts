/**
 * Web Push keys: the VAPID key pair that signs every push request, and the secret that signs a push
 * notification's snooze token. Created on first start and kept in DATA_DIR/keys/push.json (mode
 * 0600); never logged. Processes of one deployment share the folder: the file is published with an
 * atomic link, so two processes starting together agree on one pair.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

const PushKeyFileSchema = z.object({
  vapidPublicKey: z.string().min(40),
  vapidPrivateKey: z.string().min(20),
  tokenSecret: z.string().min(32),
});
export type PushKeys = z.infer<typeof PushKeyFileSchema>;

function readKeys(file: string): PushKeys {
  const parsed = PushKeyFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not a valid push key file; move it away to generate new keys`);
  return parsed.data;
}

export function loadOrCreatePushKeys(dataDir: string): PushKeys {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'push.json');
  if (fs.existsSync(file)) return readKeys(file);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const vapid = webpush.generateVAPIDKeys();
  const keys: PushKeys = {
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
    tokenSecret: crypto.randomBytes(32).toString('base64url'),
  };
  const tmp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(keys), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return readKeys(file);
}

const SnoozeClaimSchema = z.object({ u: z.string(), r: z.string(), e: z.number() });
/** How long a push notification's snooze action works after it was sent. */
export const SNOOZE_TOKEN_TTL_MS = 7 * 24 * 3600_000;

function sign(secret: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(body).digest('base64url');
}

/** A token that lets whoever holds the push notification snooze this reminder, for a while. */
export function snoozeToken(keys: PushKeys, userId: string, reminderId: string, now: number): string {
  const body = Buffer.from(
    JSON.stringify({ u: userId, r: reminderId, e: now + SNOOZE_TOKEN_TTL_MS }),
  ).toString('base64url');
  return `${body}.${sign(keys.tokenSecret, body)}`;
}

/** The user and reminder a valid, unexpired token names; undefined otherwise. */
export function readSnoozeToken(
  keys: PushKeys,
  token: string,
  now: number,
): { userId: string; reminderId: string } | undefined {
  const [body, mac] = token.split('.');
  if (!body || !mac) return undefined;
  const expected = Buffer.from(sign(keys.tokenSecret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = SnoozeClaimSchema.safeParse(claim);
  if (!parsed.success || parsed.data.e < now) return undefined;
  return { userId: parsed.data.u, reminderId: parsed.data.r };
}
