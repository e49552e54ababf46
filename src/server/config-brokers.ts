/**
 * Social sign-in brokers of the embedded provider (Google, Microsoft, Apple): each is on when its
 * client credentials are set, and only then is its button shown. The issuer of each can be pointed
 * elsewhere (tests start a local OpenID Connect provider as "Google"). With an external issuer
 * (Keycloak), brokering is Keycloak's: OIDC_IDENTITY_PROVIDERS names the `kc_idp_hint` aliases it has.
 */
import { z } from 'zod';

export const BROKER_IDS = ['google', 'microsoft', 'apple'] as const;
export type BrokerId = (typeof BROKER_IDS)[number];

const optional = z.string().trim().min(1).optional();

export const BrokerEnvSchema = z.object({
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: optional,
  MICROSOFT_CLIENT_SECRET: optional,
  /** `common` (work, school and personal accounts), `organizations`, `consumers` or a tenant id. */
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('common'),
  MICROSOFT_ISSUER: z.url().optional(),
  /** The Services ID of "Sign in with Apple". */
  APPLE_CLIENT_ID: optional,
  APPLE_TEAM_ID: optional,
  APPLE_KEY_ID: optional,
  /** The .p8 key's PEM text (newlines may be written as \n). */
  APPLE_PRIVATE_KEY: optional,
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  /** With OIDC_ISSUER: the identity providers the external issuer brokers (kc_idp_hint aliases). */
  OIDC_IDENTITY_PROVIDERS: z
    .string()
    .default(BROKER_IDS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(BROKER_IDS))),
});
type BrokerEnv = z.infer<typeof BrokerEnvSchema>;

interface BrokerBase {
  id: BrokerId;
  /** The issuer whose discovery document, keys and endpoints are used. */
  issuer: string;
  clientId: string;
}
export type BrokerConfig =
  | (BrokerBase & { id: 'google' | 'microsoft'; clientSecret: string })
  | (BrokerBase & { id: 'apple'; teamId: string; keyId: string; privateKey: string });

function both(a: string | undefined, b: string | undefined, names: string): [string, string] | undefined {
  if (!a && !b) return undefined;
  if (!a || !b) throw new Error(`set both ${names}, or neither`);
  return [a, b];
}

/** The brokers whose credentials are set. Throws naming what is half set. */
export function brokersFrom(e: BrokerEnv): BrokerConfig[] {
  const out: BrokerConfig[] = [];
  const google = both(
    e.GOOGLE_CLIENT_ID,
    e.GOOGLE_CLIENT_SECRET,
    'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  );
  if (google)
    out.push({ id: 'google', issuer: e.GOOGLE_ISSUER, clientId: google[0], clientSecret: google[1] });
  const ms = both(
    e.MICROSOFT_CLIENT_ID,
    e.MICROSOFT_CLIENT_SECRET,
    'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET',
  );
  if (ms) {
    const issuer = e.MICROSOFT_ISSUER ?? `https://login.microsoftonline.com/${e.MICROSOFT_TENANT}/v2.0`;
    out.push({ id: 'microsoft', issuer, clientId: ms[0], clientSecret: ms[1] });
  }
  const apple = [e.APPLE_CLIENT_ID, e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY];
  if (apple.some(Boolean)) {
    const [clientId, teamId, keyId, privateKey] = apple;
    if (!clientId || !teamId || !keyId || !privateKey)
      throw new Error(
        'set APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY together, or none',
      );
    out.push({
      id: 'apple',
      issuer: e.APPLE_ISSUER,
      clientId,
      teamId,
      keyId,
      privateKey: privateKey.replace(/\\n/g, '\n'),
    });
  }
  return out;
}
