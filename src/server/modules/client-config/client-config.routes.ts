import type { FastifyInstance } from 'fastify';
import { getClientConfig } from '../../../shared/contracts/client-config.ts';
import { issuerUrl, type Config } from '../../config.ts';

/** Public: what a client needs to start signing in. The issuer can change by configuration. */
export function clientConfigRoutes(app: FastifyInstance, config: Config): void {
  app.get(
    getClientConfig.path,
    {
      schema: {
        summary: getClientConfig.summary,
        tags: [getClientConfig.tag],
        response: { 200: getClientConfig.response },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        issuer: issuerUrl(config),
        clientId: config.oidc.clientId,
        nativeClientId: config.oidc.nativeClientId,
        realm: config.oidc.realm,
        embedded: !config.oidc.externalIssuer,
        identityProviders: config.oidc.identityProviders,
        analyticsUrl: config.telemetry.analyticsUrl ?? null,
        errorReportingUrl: config.telemetry.errorReportingUrl ?? null,
      };
    },
  );
}
