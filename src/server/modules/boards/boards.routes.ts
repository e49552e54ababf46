import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
export function boardRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
