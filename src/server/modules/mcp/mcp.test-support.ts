/** Test support: the MCP SDK's own client, connected to a listening app with a personal token. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { z } from 'zod';

export async function mcpClient(base: string, secret: string): Promise<Client> {
  const client = new Client({ name: 'quadrant-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  return client;
}

const TextResult = z.object({
  isError: z.boolean().optional(),
  content: z.array(z.object({ type: z.literal('text'), text: z.string() })).min(1),
});

/** Calls a tool; its JSON answer parsed, or its refusal's text as `error`. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ error?: string; value?: unknown }> {
  const result = TextResult.parse(await client.callTool({ name, arguments: args }));
  const text = result.content[0]?.text ?? '';
  return result.isError ? { error: text } : { value: JSON.parse(text) as unknown };
}

export async function readJsonResource(client: Client, uri: string): Promise<unknown> {
  const res = await client.readResource({ uri });
  const first = z.object({ text: z.string() }).parse(res.contents[0]);
  return JSON.parse(first.text) as unknown;
}
