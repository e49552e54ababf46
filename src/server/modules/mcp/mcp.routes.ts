/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP (issue 36, ADR 0055, docs/api.md). Rules:
 * - only a personal API token is taken (`Authorization: Bearer qdt_…`), looked up with its account
 *   on every request as on the API (a revoked token is refused at once, in every process); none or
 *   another kind is 401 with `WWW-Authenticate: Bearer`;
 * - stateless: every POST is answered alone (a server and a transport built for it and closed
 *   after it, JSON answers, no session id), so any process can serve any call; a GET (a server
 *   stream) and a DELETE (ending a session) are 405;
 * - the tools check the token's scope and spend the person's write budget themselves
 *   (mcp-write-tools.ts); the route's own limit bounds calls per person.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import { AppError } from '../../http/errors.ts';
import { authenticatePersonalToken, bearerToken, currentUser, isPersonalToken } from '../auth/auth.plugin.ts';
import { buildMcpServer } from './mcp-server.ts';

export const MCP_PATH = '/mcp';
/** Calls per person per minute (each write also spends the write budget). */
export const MCP_CALLS_PER_MINUTE = 600;

function webRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  return new Request(new URL(MCP_PATH, publicUrl), { method: request.method, headers });
}

async function handle(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const user = currentUser(request);
  if (!user.apiToken) throw new AppError('UNAUTHENTICATED', 'The MCP server takes a personal API token.');
  const server = buildMcpServer({
    db: ctx.database.db,
    bus: ctx.bus,
    writeBudget: ctx.writeBudget,
    publicUrl: ctx.config.publicUrl,
    log: request.log,
    userId: user.id,
    token: user.apiToken,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(webRequest(request, ctx.config.publicUrl), {
      parsedBody: request.body,
    });
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    const body = await response.text();
    return await reply.send(body === '' ? undefined : body);
  } finally {
    await server.close();
  }
}

export async function mcpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasRequestDecorator('user')) scope.decorateRequest('user', null);
    scope.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request);
      if (!isPersonalToken(token)) {
        void reply.header('www-authenticate', 'Bearer realm="quadrant"');
        throw new AppError(
          'UNAUTHENTICATED',
          'The MCP server takes a personal API token: make one in Settings, then send Authorization: Bearer qdt_…',
        );
      }
      request.user = await authenticatePersonalToken(ctx.auth, token);
    });
    const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(405)
        .header('allow', 'POST')
        .send({
          jsonrpc: '2.0',
          error: { code: -32000, message: 'This server is stateless: POST only.' },
          id: null,
        });
    scope.post(
      MCP_PATH,
      {
        schema: { hide: true },
        config: { rateLimit: { max: MCP_CALLS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      (request, reply) => handle(ctx, request, reply),
    );
    scope.get(MCP_PATH, { schema: { hide: true }, exposeHeadRoute: false }, notAllowed);
    scope.delete(MCP_PATH, { schema: { hide: true } }, notAllowed);
  });
}
