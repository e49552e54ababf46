/**
 * Applies the shared text rule (shared/contracts/text.ts) to every request before any route sees
 * it: a NUL character anywhere in the body, query or params is a 400 on SQLite and PostgreSQL
 * alike, instead of a 500 on one and a stored row on the other.
 */
import type { FastifyInstance } from 'fastify';
import { findNul, NUL_MESSAGE } from '../../shared/contracts/text.ts';
import { AppError } from './errors.ts';

export function registerTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = findNul(value);
      if (path) throw new AppError('VALIDATION_FAILED', NUL_MESSAGE, { field: [part, ...path].join('.') });
    }
  });
}
