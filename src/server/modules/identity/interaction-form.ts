/**
 * Small readers shared by the sign-in pages and the token guard: the backoff key of an account,
 * the request's address, a form field, and whether the client asked for a prompt.
 */
import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { RequestInfo } from './accounts.ts';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The backoff key of an account: its e-mail for password sign-in, its id for token grants. */
export function accountKey(emailOrId: string): string {
  return `account:${emailOrId.toLowerCase()}`;
}

export function requestInfo(request: FastifyRequest): RequestInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

export function promptRequested(interaction: Interaction, name: string): boolean {
  const prompt = interaction.params.prompt;
  return typeof prompt === 'string' && prompt.split(' ').includes(name);
}
