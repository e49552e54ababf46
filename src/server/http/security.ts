/**
 * Security headers and rate limits. The CSP allows no inline script and no third-party script:
 * inline scripts are allowed only by the hash of the exact script a page ships (see web.plugin).
 * Rate limits: writes per user (or address) per minute, and a tighter one on sign-in.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

export interface CspOptions {
  scriptHashes?: string[];
  connectSources?: string[];
  formActions?: string[];
}

export function contentSecurityPolicy(opts: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(opts.scriptHashes ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(opts.connectSources ?? [])],
    'form-action': ["'self'", ...(opts.formActions ?? [])],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

export async function registerSecurity(
  app: FastifyInstance,
  opts: { connectSources: string[]; formActions: string[] },
): Promise<void> {
  await app.register(helmet, {
    // HTML responses set their own CSP with script hashes; this default covers everything else.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        contentSecurityPolicy(opts)
          .split('; ')
          .map((d): [string, string[]] => {
            const [k = '', ...v] = d.split(' ');
            return [k, v];
          }),
      ),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: { maxAge: 15552000, includeSubDomains: true },
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      ...errorBody(
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
      ),
    }),
  });
}
