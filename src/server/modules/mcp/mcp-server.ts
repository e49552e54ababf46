/**
 * The MCP server one request talks to (stateless: built for the request's token, closed after
 * it; ADR 0055): Quadrant's tools and resources over the caller's own matrix.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerReads } from './mcp-read-tools.ts';
import type { McpEnv } from './mcp-tasks.ts';
import { registerWrites } from './mcp-write-tools.ts';

const INSTRUCTIONS = `Quadrant is a task manager built on the Eisenhower matrix. Every task is in one quadrant:
1 Do First (urgent and important), 2 Schedule (important, not urgent), 3 Delegate (urgent, not
important), 4 Delete (neither). Tasks may be on boards, or in the pool (no board). Read with
list_tasks, search_tasks and the resources quadrant://boards and quadrant://today/do-first; change
with capture_tasks, move_task, schedule_task and complete_task (a token with read and write
access); undo takes back this token's last change. Dates are the person's own (their time zone).`;

export function buildMcpServer(env: McpEnv): McpServer {
  const server = new McpServer({ name: 'quadrant', version: '1.0.0' }, { instructions: INSTRUCTIONS });
  registerReads(server, env);
  registerWrites(server, env);
  return server;
}
