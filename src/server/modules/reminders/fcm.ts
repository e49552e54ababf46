/**
 * Firebase Cloud Messaging, HTTP v1 API, authorized as a service account (Google's OAuth 2.0 for
 * server-to-server applications). Rules:
 * - an RS256 JWT signed with the account's key (`iss` its e-mail, `scope` firebase.messaging,
 *   `aud` its token address, an hour long) is exchanged for an access token, kept until a minute
 *   before it expires;
 * - `POST /v1/projects/<project>/messages:send` with the bearer token and the message for one
 *   registration token (notification, the tap target in `data`, high priority, the reminder's tag);
 * - every request is under the outbound rule: the token address comes from the key file and must
 *   be Google's (a key naming another host is refused, nothing sent);
 * - 200 is sent; 404 (UNREGISTERED), or 400 naming the token invalid, means the device is gone;
 *   anything else fails the delivery (the job retries), with FCM's status but never the token.
 */
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { FcmConfig } from '../../config-native-push.ts';
import { OutboundRefused, requestOutbound, type Lookup, type OutboundRule } from '../../http/outbound-url.ts';
import type { NativeMessage, NativeOutcome } from './native-message.ts';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 15_000;
const TokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const ErrorAnswerSchema = z.object({
  error: z.object({
    status: z.string().optional(),
    details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional(),
  }),
});

export class FcmFailed extends Error {
  override name = 'FcmFailed';
}

function errorCodes(body: Buffer): string[] {
  try {
    const parsed = ErrorAnswerSchema.safeParse(JSON.parse(body.toString('utf8')));
    if (!parsed.success) return [];
    const { status, details = [] } = parsed.data.error;
    return [status ?? '', ...details.map((d) => d.errorCode ?? '')].filter(Boolean);
  } catch {
    return [];
  }
}

export function createFcmSender(config: FcmConfig, rule: OutboundRule, lookup?: Lookup) {
  const { account } = config;
  let key: Promise<CryptoKey> | null = null;
  let access: { token: string; until: number } | null = null;

  async function accessToken(now: number): Promise<string> {
    if (access && now < access.until) return access.token;
    key ??= importPKCS8(account.private_key, 'RS256');
    const iat = Math.floor(now / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(await key);
    const form = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    });
    const answer = await requestOutbound(
      account.token_uri,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new TextEncoder().encode(form.toString()),
        timeoutMs: TIMEOUT_MS,
        maxBodyBytes: 64 * 1024,
      },
      rule,
      lookup,
    );
    if (answer.status !== 200)
      throw new FcmFailed(`the service account's token was refused: ${answer.status}`);
    const parsed = TokenAnswerSchema.parse(JSON.parse(answer.body.toString('utf8')));
    access = { token: parsed.access_token, until: now + (parsed.expires_in - 60) * 1000 };
    return access.token;
  }

  async function send(
    registrationToken: string,
    message: NativeMessage,
    now = Date.now(),
  ): Promise<NativeOutcome> {
    const body = JSON.stringify({
      message: {
        token: registrationToken,
        notification: { title: message.title, body: message.body },
        data: { url: message.url, tag: message.tag },
        android: { priority: 'high', ttl: '86400s', notification: { tag: message.tag } },
      },
    });
    let answer;
    try {
      answer = await requestOutbound(
        `${config.origin}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
        {
          headers: { authorization: `Bearer ${await accessToken(now)}`, 'content-type': 'application/json' },
          body: new TextEncoder().encode(body),
          timeoutMs: TIMEOUT_MS,
          maxBodyBytes: 64 * 1024,
        },
        rule,
        lookup,
      );
    } catch (err) {
      if (err instanceof OutboundRefused) return 'refused';
      throw err;
    }
    if (answer.status === 200) return 'sent';
    const codes = errorCodes(answer.body);
    if (answer.status === 404 || codes.includes('UNREGISTERED')) return 'gone';
    if (answer.status === 400 && codes.includes('INVALID_ARGUMENT')) return 'gone';
    throw new FcmFailed(`FCM answered ${answer.status}${codes.length ? ` ${codes.join(' ')}` : ''}`);
  }

  return send;
}
