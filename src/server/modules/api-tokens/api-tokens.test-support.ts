/** Test support: a personal API token made through the API, as the settings page makes one. */
import type { FastifyInstance } from 'fastify';
import type { ApiTokenCreated, ApiTokenScope } from '../../../shared/contracts/api-tokens.ts';
import type { TestUser } from '../../test/helpers.ts';

export interface TestToken {
  id: string;
  secret: string;
  headers: { authorization: string };
}

export async function createTestToken(
  app: FastifyInstance,
  owner: TestUser,
  opts: { scope?: ApiTokenScope; name?: string; expiresAt?: string | null } = {},
): Promise<TestToken> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: owner.headers,
    payload: {
      name: opts.name ?? 'Test token',
      scope: opts.scope ?? 'read_write',
      expiresAt: opts.expiresAt,
    },
  });
  if (res.statusCode !== 201) throw new Error(`token not made: ${res.statusCode} ${res.body}`);
  const made = res.json<ApiTokenCreated>();
  return { id: made.id, secret: made.secret, headers: { authorization: `Bearer ${made.secret}` } };
}
