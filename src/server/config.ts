/**
 * Configuration: the environment, parsed once by one schema. Nothing is required: with nothing set,
 * Quadrant runs on port 3000 with SQLite, the embedded identity provider and a mail outbox under
 * ./data. Every variable is documented in README.md and .env.example.
 */
import path from 'node:path';
import { z } from 'zod';
import {
  appStoreFrom,
  BillingEnvSchema,
  stripeFrom,
  type AppStoreConfig,
  type StripeConfig,
} from './config-billing.ts';
import { brokersFrom, BrokerEnvSchema, type BrokerConfig, type BrokerId } from './config-brokers.ts';
import { httpLimitsFrom, HttpEnvSchema, type HttpLimits } from './config-http.ts';
import { marketingFrom, MarketingEnvSchema } from './config-marketing.ts';
import { OpsEnvSchema, opsFrom, type MailTransportConfig, type MetricsConfig } from './config-ops.ts';
import {
  NATIVE_PUSH_HOSTS,
  nativePushFrom,
  NativePushEnvSchema,
  type NativePushConfig,
} from './config-native-push.ts';
import { PUSH_SERVICE_HOSTS, type OutboundRule } from './http/outbound-url.ts';
import type { MarketingFigures } from '../shared/contracts/client-config.ts';

const list = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  );

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((v) => v === 'true' || v === '1');

const BaseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people reach Quadrant at; issuer and redirect URIs derive from it. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'DATABASE_URL must start with postgres:// or sqlite:')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: one readable line per entry; `json`: pino's JSON. Unset: pretty on a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Realm of the embedded provider, and of Keycloak when OIDC_ISSUER points at one. */
  OIDC_REALM: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('quadrant'),
  /** An external OpenID Connect issuer (e.g. Keycloak). Unset: the embedded provider. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('quadrant-web'),
  /** The iOS and Android apps' client (custom-scheme redirect; identity/provider/clients.ts). */
  OIDC_NATIVE_CLIENT_ID: z.string().default('quadrant-mobile'),
  /** Expected `aud` of access tokens from an external issuer; unset: not checked. */
  OIDC_AUDIENCE: z.string().optional(),
  ADMIN_EMAILS: list,
  /**
   * Which X-Forwarded-For hops are ours: `false` none; `true` or a number, that many proxies in
   * front of Quadrant; else a comma-separated list of our proxies' addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      const s = v.trim().toLowerCase();
      if (s === '' || s === 'false' || s === '0') return false;
      if (s === 'true') return 1;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (list.every((x) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(x))) return list;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true, a hop count or addresses' });
      return z.NEVER;
    }),
  /** Open sync sockets one user may hold at once; the next is closed with 4429. */
  MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Memory for whole-workspace reads kept encoded per user version (0: build every time). */
  READ_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  RATE_LIMIT_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Directory of the built web app; unset: ./build/client. */
  WEB_DIR: z.string().optional(),
  /** Sender of Quadrant's e-mails; unset: Quadrant <no-reply@PUBLIC_URL's host>. */
  MAIL_FROM: z.email().optional(),
  /** Where contact and support messages are delivered. */
  SUPPORT_EMAIL: z.email().default('support@quadrant.app'),
  /** Page-view collector (receives sendBeacon posts, only with consent); unset: no analytics. */
  ANALYTICS_URL: z.url().optional(),
  /** Client error-report collector; unset: no error reporting. */
  ERROR_REPORTING_URL: z.url().optional(),
  /** Attached files go to this S3(-compatible) bucket; unset: DATA_DIR/attachments on disk. */
  ATTACHMENTS_S3_BUCKET: z.string().min(3).max(255).optional(),
  /** A non-AWS store's address (MinIO, R2, …); unset: AWS's endpoint for the region. */
  ATTACHMENTS_S3_ENDPOINT: z.url().optional(),
  ATTACHMENTS_S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the SDK's default credential chain (instance role, AWS_* vars). */
  ATTACHMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  ATTACHMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address buckets as endpoint/bucket (most self-hosted stores) instead of bucket.endpoint. */
  ATTACHMENTS_S3_FORCE_PATH_STYLE: bool,
  /** Days an activity log entry is kept; older ones are deleted by the `activity.purge` job. */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** How often each process looks for due jobs (ms; jittered ±20%). */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /**
   * Tests only (refused unless NODE_ENV=test): origins such as `http://127.0.0.1:PORT` that the
   * outbound URL rule lets through, so a local push service can receive (http/outbound-url.ts).
   */
  OUTBOUND_TEST_ORIGINS: list,
});

export const EnvSchema = BaseEnvSchema.extend(HttpEnvSchema.shape)
  .extend(BrokerEnvSchema.shape)
  .extend(BillingEnvSchema.shape)
  .extend(NativePushEnvSchema.shape)
  .extend(OpsEnvSchema.shape)
  .extend(MarketingEnvSchema.shape);

/** false: no proxy; a number: that many proxy hops are ours; a list: our proxies' addresses. */
export type TrustProxy = false | number | string[];

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** False when PUBLIC_URL is unset and publicUrl is the embedded default (localhost:PORT). */
  publicUrlSet: boolean;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  oidc: {
    realm: string;
    /** Set: use this external issuer; unset: run the embedded provider. */
    externalIssuer: string | undefined;
    clientId: string;
    /** The iOS and Android apps' public client. */
    nativeClientId: string;
    audience: string | undefined;
    adminEmails: string[];
    /** Social sign-in the embedded provider brokers (config-brokers.ts); empty with an external issuer. */
    brokers: BrokerConfig[];
    /** The identity providers whose buttons the sign-in page shows. */
    identityProviders: BrokerId[];
  };
  trustProxy: TrustProxy;
  rateLimits: { writesPerMinute: number; signInPerMinute: number };
  maxSocketsPerUser: number;
  /** Bytes of encoded whole-workspace reads kept per process (http/version-cache.ts). */
  readCacheBytes: number;
  webDir: string;
  /** Who mail comes from and goes to, and how it leaves: SMTP_URL, else the outbox folder. */
  mail: { from: string; supportAddress: string } & MailTransportConfig;
  /** GET /metrics (Prometheus), only when a token is set (config-ops.ts). */
  metrics: MetricsConfig;
  telemetry: { analyticsUrl: string | undefined; errorReportingUrl: string | undefined };
  attachments: AttachmentStorageConfig;
  /** Timeouts and the per-address connection cap (config-http.ts, http/connection-limits.ts). */
  http: HttpLimits;
  jobs: { pollMs: number };
  /** The activity log (issue 30): how many days an entry is kept. */
  activity: { retentionDays: number };
  /** Stripe when configured; undefined: the embedded test-mode provider (config-billing.ts). */
  billing: { stripe: StripeConfig | undefined; appStore: AppStoreConfig | undefined };
  /** Where the server may send requests someone else named: Web Push endpoints. */
  outbound: { push: OutboundRule; nativePush: OutboundRule };
  /** APNs and FCM for the iOS and Android apps' reminders; each undefined until configured. */
  nativePush: NativePushConfig;
  /** The iOS app's App Store id (APP_STORE_APP_APPLE_ID): the banners link to it only when set. */
  appStoreId: number | undefined;
  /** The landing page's figures, each shown only when set (config-marketing.ts). */
  marketing: MarketingFigures;
}

export type AttachmentStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse the environment once. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const url = e.DATABASE_URL;
  let brokers: BrokerConfig[] = [];
  let stripe: StripeConfig | undefined;
  let appStore: AppStoreConfig | undefined;
  let http: HttpLimits;
  let nativePush: NativePushConfig;
  try {
    brokers = e.OIDC_ISSUER ? [] : brokersFrom(e);
    stripe = stripeFrom(e);
    appStore = appStoreFrom(e, e.NODE_ENV);
    http = httpLimitsFrom(e);
    nativePush = nativePushFrom(e);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir,
    database:
      url && !url.startsWith('sqlite:')
        ? { kind: 'postgres', url, poolSize: e.DATABASE_POOL_SIZE }
        : { kind: 'sqlite', file: url ? url.slice('sqlite:'.length) : path.join(dataDir, 'quadrant.db') },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    oidc: {
      realm: e.OIDC_REALM,
      externalIssuer: e.OIDC_ISSUER?.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      nativeClientId: e.OIDC_NATIVE_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      adminEmails: e.ADMIN_EMAILS,
      brokers,
      identityProviders: e.OIDC_ISSUER ? e.OIDC_IDENTITY_PROVIDERS : brokers.map((b) => b.id),
    },
    trustProxy: e.TRUST_PROXY,
    maxSocketsPerUser: e.MAX_SOCKETS_PER_USER,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    rateLimits: {
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      signInPerMinute: e.RATE_LIMIT_SIGNIN_PER_MINUTE,
    },
    webDir: path.resolve(e.WEB_DIR ?? 'build/client'),
    mail: {
      from: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
      supportAddress: e.SUPPORT_EMAIL,
      ...opsFrom(e).transport,
    },
    metrics: opsFrom(e).metrics,
    telemetry: { analyticsUrl: e.ANALYTICS_URL, errorReportingUrl: e.ERROR_REPORTING_URL },
    attachments: attachmentStorage(e, dataDir),
    http,
    jobs: { pollMs: e.JOBS_POLL_MS },
    activity: { retentionDays: e.ACTIVITY_RETENTION_DAYS },
    billing: { stripe, appStore },
    outbound: {
      push: { hosts: PUSH_SERVICE_HOSTS, testOrigins: testOrigins(e) },
      nativePush: { hosts: NATIVE_PUSH_HOSTS, testOrigins: testOrigins(e) },
    },
    nativePush,
    appStoreId: e.APP_STORE_APP_APPLE_ID,
    marketing: marketingFrom(e),
  };
}

/** OUTBOUND_TEST_ORIGINS: exact origins, and only under NODE_ENV=test, never in a deployment. */
function testOrigins(e: z.infer<typeof EnvSchema>): string[] {
  const origins = e.OUTBOUND_TEST_ORIGINS;
  if (origins.length === 0) return [];
  if (e.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration:\n  OUTBOUND_TEST_ORIGINS: only allowed with NODE_ENV=test');
  for (const o of origins) {
    let origin: string | undefined;
    try {
      origin = new URL(o).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== o)
      throw new ConfigError(`Invalid configuration:\n  OUTBOUND_TEST_ORIGINS: ${o} is not an origin`);
  }
  return origins;
}

function attachmentStorage(e: z.infer<typeof EnvSchema>, dataDir: string): AttachmentStorageConfig {
  const id = e.ATTACHMENTS_S3_ACCESS_KEY_ID;
  const secret = e.ATTACHMENTS_S3_SECRET_ACCESS_KEY;
  if (!id !== !secret) {
    const missing = id ? 'ATTACHMENTS_S3_SECRET_ACCESS_KEY' : 'ATTACHMENTS_S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: set both S3 keys, or neither`);
  }
  if (!e.ATTACHMENTS_S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'attachments') };
  return {
    kind: 's3',
    bucket: e.ATTACHMENTS_S3_BUCKET,
    endpoint: e.ATTACHMENTS_S3_ENDPOINT,
    region: e.ATTACHMENTS_S3_REGION,
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    forcePathStyle: e.ATTACHMENTS_S3_FORCE_PATH_STYLE,
  };
}

/** The issuer URL the API trusts and the web client signs in with. */
export function issuerUrl(config: Config): string {
  return config.oidc.externalIssuer ?? `${config.publicUrl}/realms/${config.oidc.realm}`;
}
