import type { FastifyInstance } from 'fastify';
import { getClientConfig } from '../../../shared/contracts/client-config.ts';
import { APP_STORE_QR_PATH } from '../../../shared/app-store.ts';
import { issuerUrl, type Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { appStoreQrSvg } from './app-store-qr.ts';

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
        appStoreId: config.appStoreId ?? null,
        appStoreProducts: config.billing.appStore?.products ?? null,
        marketingFigures: config.marketing,
      };
    },
  );

  // The App Store banner's QR code, for the configured app only (an image: not in the API document).
  app.get(APP_STORE_QR_PATH, { schema: { hide: true } }, async (_req, reply) => {
    if (config.appStoreId === undefined)
      throw new AppError('NOT_FOUND', 'This deployment has no iOS app in the App Store.');
    reply.header('content-type', 'image/svg+xml');
    reply.header('cache-control', 'public, max-age=3600');
    return appStoreQrSvg(config.appStoreId);
  });
}
