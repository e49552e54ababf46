/**
 * Apple Push Notification service, token-based (Apple's "Sending notification requests to APNs").
 * Rules:
 * - HTTP/2 only, to Apple's production or sandbox host, under the outbound rule (its host named,
 *   its addresses public, the checked address connected to); tests reach a local HTTP/2 peer only
 *   through the rule's test-only origins;
 * - the provider token is an ES256 JWT (`kid` the key id, `iss` the team id, `iat`) signed with
 *   the .p8 key, reused for 50 minutes (Apple refuses one older than an hour, and too many new ones);
 * - `POST /3/device/<token>` with `apns-topic` (the bundle id), `apns-push-type: alert`,
 *   `apns-priority: 10`, an expiry a day away and the reminder's collapse id;
 * - 200 is sent; 410, or 400 `BadDeviceToken` / `DeviceTokenNotForTopic`, means the device is gone;
 *   anything else fails the delivery (the job retries), with Apple's reason but never the token.
 */
import http2 from 'node:http2';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { ApnsConfig } from '../../config-native-push.ts';
import {
  checkOutboundUrl,
  OutboundRefused,
  resolveChecked,
  type Lookup,
  type OutboundRule,
} from '../../http/outbound-url.ts';
import type { NativeMessage, NativeOutcome } from './native-message.ts';

const TOKEN_REUSE_MS = 50 * 60 * 1000;
const TIMEOUT_MS = 15_000;
const GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered']);

export class ApnsFailed extends Error {
  override name = 'ApnsFailed';
}

interface Answer {
  status: number;
  body: string;
}

function post(origin: string, path: string, headers: Record<string, string>, body: string, pinned: string) {
  return new Promise<Answer>((resolve, reject) => {
    const session = http2.connect(origin, {
      lookup: (_host, _options, callback) => callback(null, pinned, pinned.includes(':') ? 6 : 4),
    });
    session.on('error', reject);
    const req = session.request({ ':method': 'POST', ':path': path, ...headers });
    req.setTimeout(TIMEOUT_MS, () => req.close(http2.constants.NGHTTP2_CANCEL));
    let status = 0;
    let text = '';
    req.on('response', (h) => {
      status = Number(h[':status']);
    });
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      if (text.length < 4096) text += chunk;
    });
    req.on('end', () => {
      session.close();
      resolve({ status, body: text });
    });
    req.on('error', (err: Error) => {
      session.destroy();
      reject(err);
    });
    req.end(body);
  });
}

function reasonOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' &&
      parsed !== null &&
      'reason' in parsed &&
      typeof parsed.reason === 'string'
      ? parsed.reason
      : '';
  } catch {
    return '';
  }
}

export function createApnsSender(config: ApnsConfig, rule: OutboundRule, lookup?: Lookup) {
  let key: Promise<CryptoKey> | null = null;
  let token: { jwt: string; at: number } | null = null;

  async function providerToken(now: number): Promise<string> {
    if (token && now - token.at < TOKEN_REUSE_MS) return token.jwt;
    key ??= importPKCS8(config.key, 'ES256');
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setIssuedAt(Math.floor(now / 1000))
      .sign(await key);
    token = { jwt, at: now };
    return jwt;
  }

  return async function send(
    deviceToken: string,
    message: NativeMessage,
    now = Date.now(),
  ): Promise<NativeOutcome> {
    let url: URL;
    let pinned: string;
    try {
      url = checkOutboundUrl(`${config.origin}/3/device/${deviceToken}`, rule);
      pinned = (await resolveChecked(url, rule, lookup)).address;
    } catch (err) {
      if (err instanceof OutboundRefused) return 'refused';
      throw err;
    }
    const body = JSON.stringify({
      aps: {
        alert: { title: message.title, body: message.body },
        sound: 'default',
        'thread-id': message.tag,
      },
      url: message.url,
    });
    const answer = await post(
      url.origin,
      url.pathname,
      {
        authorization: `bearer ${await providerToken(now)}`,
        'apns-topic': config.topic,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-expiration': String(Math.floor(now / 1000) + 24 * 3600),
        'apns-collapse-id': message.tag.slice(0, 64),
        'content-type': 'application/json',
      },
      body,
      pinned,
    );
    if (answer.status === 200) return 'sent';
    const reason = reasonOf(answer.body);
    if (answer.status === 410 || (answer.status === 400 && GONE_REASONS.has(reason))) return 'gone';
    throw new ApnsFailed(`APNs answered ${answer.status}${reason ? ` ${reason}` : ''}`);
  };
}
