/**
 * `buildApp(config)`: the whole server as one Fastify instance, used by `main.ts` and by tests
 * alike. Composition only: each module registers its own routes.
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import zlib from 'node:zlib';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { issuerUrl, type Config, type TrustProxy } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { registerConnectionLimits, serverTimeouts } from './http/connection-limits.ts';
import { registerErrorHandling } from './http/errors.ts';
import { fingerprintSecret } from './http/idempotency.ts';
import { registerJsonBodyParser } from './http/json-depth.ts';
import { redactedRequest } from './http/log-redaction.ts';
import { AccessLog, prettyDestination } from './http/request-log.ts';
import { clientErrorHandler, frameworkErrorHandler } from './http/early-errors.ts';
import { registerRateLimits, registerSecurityHeaders, securityHeaders } from './http/security.ts';
import { registerCanonicalOrigin } from './http/canonical-origin.ts';
import { registerTextRule } from './http/text-rule.ts';
import { FailureBackoff, WindowBudget } from './http/throttle.ts';
import { VersionCache } from './http/version-cache.ts';
import { recordConfigurationAtStart } from './modules/activity/config-audit.ts';
import { recordSchemaUpgrade } from './modules/activity/maintenance.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { apiTokenRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { createPersonalTokenAuth } from './modules/api-tokens/token-auth.ts';
import { createAdmission, requireAuthentication, type Authenticator } from './modules/auth/auth.plugin.ts';
import { createAccessTokenVerifier } from './modules/auth/token-verifier.ts';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/billing.routes.ts';
import { calendarFileRoute, calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { checklistRoutes } from './modules/checklist/checklist.routes.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { attachmentRoutes } from './modules/attachments/attachments.routes.ts';
import { boardRoutes } from './modules/boards/boards.routes.ts';
import { captureRoutes } from './modules/capture/capture.routes.ts';
import { createBlobStore } from './modules/attachments/create-blob-store.ts';
import { createAppMailer } from './modules/mail/create-mailer.ts';
import type { QueuedMailer } from './modules/mail/mail-queue.ts';
import { createJobRunner } from './jobs/app-jobs.ts';
import type { JobRunner } from './jobs/runner.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { identityPlugin } from './modules/identity/identity.plugin.ts';
import { loadOrCreateKeys, type IdentityKeys } from './modules/identity/keys.ts';
import { apiResource } from './modules/identity/paths.ts';
import { mcpRoutes } from './modules/mcp/mcp.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { createMetrics, type AppMetrics } from './modules/metrics/metrics.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createPushSender, type PushSender } from './modules/reminders/push.ts';
import { loadOrCreatePushKeys, type PushKeys } from './modules/reminders/push-keys.ts';
import { pushSnoozeRoute, reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts';
import { moveInRoutes } from './modules/move-in/move-in.routes.ts';
import { createChangeBus, type ChangeBus } from './modules/sync/change-bus.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { syncRoutes } from './modules/sync/sync.routes.ts';
import { syncSocket } from './modules/sync/sync.socket.ts';
import { taskRoutes } from './modules/tasks/tasks.routes.ts';
import { templateRoutes } from './modules/templates/templates.routes.ts';
import { webRoutes } from './modules/web/web.plugin.ts';

/** What modules share: built once per app. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  bus: ChangeBus;
  auth: Authenticator;
  /** The embedded provider's keys; undefined with an external issuer. */
  keys: IdentityKeys | undefined;
  /** One write budget per user (per address when anonymous), shared by every write route. */
  writeBudget: WindowBudget;
  /** Failed sign-ins and token grants per account: slows that account's sign-in down. */
  signInBackoff: FailureBackoff;
  /** Whole-workspace reads, encoded once per user version. */
  reads: VersionCache;
  /** Queues mail for the `mail.send` job (outbox folder, or SMTP with SMTP_URL). */
  mailer: QueuedMailer;
  /** This process's job runner (src/server/jobs); `schedule()` needs only the database. */
  jobs: JobRunner;
  /** Web Push: this deployment's VAPID keys (DATA_DIR/keys/push.json) and the sender. */
  push: { keys: PushKeys; sender: PushSender };
  /** Keys the Idempotency-Key fingerprints (http/idempotency.ts); from the deployment's secret. */
  idempotencySecret: Buffer;
  /** What modules record for GET /metrics (served only with METRICS_TOKEN). */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * Which X-Forwarded-For hops to believe: with N proxies of ours, the address the N-th appended
 * (hop N-1 counting from the socket); with their addresses, every hop from one of them. The
 * client writes the rest of the chain, so it never chooses its own address.
 */
/** The personal token scheme as /api/openapi.json describes it (docs/api.md says more). */
const PERSONAL_TOKEN_DOC =
  'A personal API token, made in Settings → Personal API tokens: `Authorization: Bearer qdt_…`. ' +
  'A `read` token may call the GET operations, a `read_write` token every operation that lists this ' +
  'scheme (each says which scope it needs in `x-token-scope`); session-only operations (the sign-in ' +
  'changes, account deletion, token management, payments, devices, the calendar feed secret) and the ' +
  'admin API never accept one. The same rate limits and write budget as the person apply.';

function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const external = config.oidc.externalIssuer ? [new URL(config.oidc.externalIssuer).origin] : [];
  const telemetry = [config.telemetry.analyticsUrl, config.telemetry.errorReportingUrl].flatMap((u) =>
    u ? [new URL(u).origin] : [],
  );
  const headers = securityHeaders({ connectSources: [...external, ...telemetry], formActions: external });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Keycloak-style URLs carry codes and token hints in the query: never log them.
      serializers: { req: redactedRequest },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      ...(config.logFormat === 'pretty' ? { stream: prettyDestination() } : {}),
    },
    logController: new AccessLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.http),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Answers given before any hook runs: they carry the security headers too.
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });
  // The first hook: every answer a later hook or route gives carries the headers (security.ts).
  registerSecurityHeaders(app, headers);
  registerConnectionLimits(app, config.http, { trustProxy: config.trustProxy, headers });
  app.setValidatorCompiler(validatorCompiler);
  registerJsonBodyParser(app);
  // Responses are checked against their contracts wherever tests run (drift fails loudly there).
  // In production the presenters already build exactly the contract's shape, and re-validating a
  // 5,000-task sync costs more than building it, so it is serialized directly.
  app.setSerializerCompiler(
    config.env === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );

  const onIdleError = (err: Error) =>
    app.log.warn({ err }, 'database connection lost; reconnecting on next use');
  const database = await openDatabase(config.database, onIdleError);
  // Once per change across every process that starts with it (activity/config-audit.ts).
  await recordConfigurationAtStart(database.db, config)
    .then(() => recordSchemaUpgrade(database.db, database.migrated))
    .catch((err: unknown) => app.log.error({ err }, 'could not record the start in the activity log'));
  const bus = await createChangeBus(database, config, onIdleError);
  const keys = config.oidc.externalIssuer ? undefined : await loadOrCreateKeys(config.dataDir);
  const auth: Authenticator = {
    verify: createAccessTokenVerifier({
      issuer: issuerUrl(config),
      // Our own provider's access tokens are typed and addressed to the API, so an ID token can
      // never pass for one; an external issuer's audience is checked when OIDC_AUDIENCE is set.
      audience: keys ? apiResource(config) : config.oidc.audience,
      accessTokenType: keys ? 'at+jwt' : undefined,
      jwks: keys?.publicJwks,
      adminEmails: config.oidc.adminEmails,
    }),
    admit: createAdmission(database.db, { externalIssuer: keys === undefined }),
    // Personal API tokens (issue 36): `qdt_…`, looked up with their account on every request.
    personal: createPersonalTokenAuth(database.db),
  };
  // Mail queued outside a caller's transaction is delivered at once rather than at the next poll.
  const mailer = createAppMailer(config, database.db, app.log, () => jobs.poke());
  const jobStore = createBlobStore(config.attachments);
  const pushKeys = loadOrCreatePushKeys(config.dataDir);
  const push = {
    keys: pushKeys,
    sender: createPushSender(pushKeys, `mailto:${config.mail.from}`, config.outbound.push),
  };
  const jobs = createJobRunner({
    config,
    db: database.db,
    store: jobStore,
    mailer,
    bus,
    log: app.log,
    reminders: { bus, push: push.sender, pushKeys },
  });
  const ctx: AppContext = {
    config,
    database,
    bus,
    auth,
    keys,
    writeBudget: new WindowBudget(config.rateLimits.writesPerMinute, 60_000),
    signInBackoff: new FailureBackoff(),
    reads: new VersionCache({ maxBytes: config.readCacheBytes }),
    mailer,
    jobs,
    push,
    idempotencySecret: fingerprintSecret(pushKeys.tokenSecret),
    metrics: createMetrics(),
  };
  app.decorate('ctx', ctx);
  // Purges, reminders and every mail (retried with backoff while the mail server is down):
  // claimed through the database, once across all processes (ADR 0014). Stopped before the
  // database closes: running jobs finish or keep a lease.
  jobs.start();
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.transport.close();
    jobStore.close();
    await bus.close();
    await database.close();
  });

  registerErrorHandling(app);
  // Before every route it measures (requests by route pattern and status).
  metricsRoutes(app, ctx);
  registerCanonicalOrigin(app, config);
  registerTextRule(app);
  await registerRateLimits(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quadrant API', version: '1' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A signed-in session's access token (the web app and the other clients).",
          },
          personalToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'qdt_…',
            description: PERSONAL_TOKEN_DOC,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifyStatic, { root: config.webDir, serve: false });

  healthRoutes(app, database);
  clientConfigRoutes(app, config);
  contactRoutes(app, config, mailer);
  calendarFileRoute(app, ctx);
  billingWebhookRoutes(app, ctx);
  pushSnoozeRoute(app, ctx);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  if (keys) await app.register(identityPlugin, { ctx, keys });

  await app.register(async (api) => {
    // API responses, compressed on the fly (the web build has its own cached compression): Brotli
    // at a fast level sends a 5,000-task sync (1.4 MB of JSON) as a small fraction of it.
    await api.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    requireAuthentication(api, auth);
    boardRoutes(api, ctx);
    taskRoutes(api, ctx);
    checklistRoutes(api, ctx);
    searchRoutes(api, ctx);
    captureRoutes(api, ctx);
    syncRoutes(api, ctx);
    meRoutes(api, ctx);
    apiTokenRoutes(api, ctx);
    templateRoutes(api, ctx);
    calendarRoutes(api, ctx);
    billingRoutes(api, ctx);
    reminderRoutes(api, ctx);
    await attachmentRoutes(api, ctx);
    await dataExportRoutes(api, ctx);
    await moveInRoutes(api, ctx);
    // The operator's API, in a scope of its own guarded once by the admin policy (ADR 0048).
    await adminRoutes(api, ctx);
  });
  // The MCP server (issue 36): personal tokens only, its own authentication (mcp/mcp.routes.ts).
  await mcpRoutes(app, ctx);
  syncSocket(app, ctx);
  webRoutes(app, { webDir: config.webDir, connectSources: [...external, ...telemetry] });
  return app;
}
