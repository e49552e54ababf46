import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
export function meRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
