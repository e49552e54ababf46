import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { IdentityKeys } from './keys.ts';

// Scaffold: replaced by the identity module.
export const identityPlugin: FastifyPluginAsync<{ ctx: AppContext; keys: IdentityKeys }> = async () => {};
