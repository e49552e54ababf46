/**
 * The MCP server against a running app, through the SDK's own client (Client +
 * StreamableHTTPClientTransport), as an agent would reach it.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { nextDay, zonedDate } from '../../../shared/zoned-time.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { openSocket } from '../../test/socket.ts';
import { createTestToken } from '../api-tokens/api-tokens.test-support.ts';
import { callTool, mcpClient, readJsonResource } from './mcp.test-support.ts';

const TaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  quadrant: z.number(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  completed: z.boolean(),
  boards: z.array(z.object({ id: z.string(), name: z.string() })),
});
const Created = z.object({ created: z.array(TaskSchema) });
const OneTask = z.object({ task: TaskSchema });

let t: TestApp;
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await t.close();
});

async function connect(secret: string): Promise<Client> {
  const client = await mcpClient(base, secret);
  clients.push(client);
  return client;
}

async function person(opts: { language?: string; timeZone?: string } = {}): Promise<TestUser> {
  const u = await createTestUser(t.app);
  if (opts.language)
    await call(t.app, {
      method: 'PATCH',
      url: '/api/me',
      headers: u.headers,
      payload: { language: opts.language },
    });
  if (opts.timeZone)
    await call(t.app, {
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: u.headers,
      payload: { timeZone: opts.timeZone },
    });
  return u;
}

const apiTask = async (u: TestUser, id: string) =>
  call<{ title: string; quadrant: number; completed: boolean; boards: { boardId: string }[] }>(t.app, {
    method: 'GET',
    url: `/api/tasks/${id}`,
    headers: u.headers,
  });

const tomorrowIn = (zone: string) => nextDay(zonedDate(Date.now(), zone));

describe('the MCP server', () => {
  it('lists its tools and resources to the SDK client', async () => {
    const u = await person();
    const client = await connect((await createTestToken(t.app, u, { scope: 'read' })).secret);
    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(tools).toEqual([
      'capture_tasks',
      'complete_task',
      'list_tasks',
      'move_task',
      'schedule_task',
      'search_tasks',
      'undo',
    ]);
    const resources = (await client.listResources()).resources.map((r) => r.uri).sort();
    expect(resources).toEqual(['quadrant://boards', 'quadrant://today/do-first']);
  });

  it("captures in the person's language and time zone, with the quick add's parser", async () => {
    const u = await person({ language: 'fr', timeZone: 'Asia/Tokyo' });
    const client = await connect((await createTestToken(t.app, u)).secret);
    const before = tomorrowIn('Asia/Tokyo');
    const res = await callTool(client, 'capture_tasks', { text: 'Appeler Paul demain à 9h' });
    const [task] = Created.parse(res.value).created;
    expect(task).toMatchObject({ title: 'Appeler Paul', dueTime: '09:00', completed: false });
    expect([before, tomorrowIn('Asia/Tokyo')]).toContain(task?.dueDate);
    expect((await apiTask(u, task?.id ?? '')).body.title).toBe('Appeler Paul');
  });

  it('captures a brain dump as several tasks, onto a #board, into the quadrant it names', async () => {
    const u = await person();
    const board = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: 'Work' },
    });
    const client = await connect((await createTestToken(t.app, u)).secret);
    const res = await callTool(client, 'capture_tasks', { text: 'Call the bank !1 #Work\nBuy milk !4' });
    const created = Created.parse(res.value).created;
    expect(created.map((c) => [c.title, c.quadrant, c.boards.map((b) => b.name)])).toEqual([
      ['Call the bank', 1, ['Work']],
      ['Buy milk', 4, []],
    ]);
    expect((await apiTask(u, created[0]?.id ?? '')).body.boards).toEqual([
      expect.objectContaining({ boardId: board.body.id }),
    ]);
  });

  it('moves, schedules and completes, then undoes each, newest first, as new writes', async () => {
    const u = await person();
    const board = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/api/boards',
      headers: u.headers,
      payload: { name: 'Home' },
    });
    const client = await connect((await createTestToken(t.app, u)).secret);
    const [made] = Created.parse(
      (await callTool(client, 'capture_tasks', { text: 'Fix the sink !2' })).value,
    ).created;
    const id = made?.id ?? '';
    const moved = OneTask.parse(
      (await callTool(client, 'move_task', { taskId: id, quadrant: 1, boardId: board.body.id })).value,
    );
    expect(moved.task).toMatchObject({ quadrant: 1, boards: [{ id: board.body.id, name: 'Home' }] });
    const scheduled = OneTask.parse(
      (await callTool(client, 'schedule_task', { taskId: id, dueDate: '2031-03-04', dueTime: '08:30' }))
        .value,
    );
    expect(scheduled.task).toMatchObject({ dueDate: '2031-03-04', dueTime: '08:30' });
    expect(
      OneTask.parse((await callTool(client, 'complete_task', { taskId: id })).value).task.completed,
    ).toBe(true);
    expect((await apiTask(u, id)).body.completed).toBe(true);

    expect(await callTool(client, 'undo')).toEqual({ value: { undone: 'complete_task: Fix the sink' } });
    expect((await apiTask(u, id)).body.completed).toBe(false);
    await callTool(client, 'undo');
    const unscheduled = await call<{ dueDate: string | null }>(t.app, {
      method: 'GET',
      url: `/api/tasks/${id}`,
      headers: u.headers,
    });
    expect(unscheduled.body.dueDate).toBeNull();
    await callTool(client, 'undo');
    const unmoved = await apiTask(u, id);
    expect(unmoved.body).toMatchObject({ quadrant: 2, boards: [] });
    await callTool(client, 'undo');
    expect((await apiTask(u, id)).status).toBe(404);
    expect(await callTool(client, 'undo')).toEqual({ value: { undone: null, message: 'Nothing to undo.' } });
  });

  it("undoes only this token's changes", async () => {
    const u = await person();
    const one = await connect((await createTestToken(t.app, u, { name: 'One' })).secret);
    const two = await connect((await createTestToken(t.app, u, { name: 'Two' })).secret);
    const [a] = Created.parse((await callTool(one, 'capture_tasks', { text: 'From one' })).value).created;
    const [b] = Created.parse((await callTool(two, 'capture_tasks', { text: 'From two' })).value).created;
    expect(await callTool(one, 'undo')).toEqual({ value: { undone: 'capture_tasks: From one' } });
    expect((await apiTask(u, a?.id ?? '')).status).toBe(404);
    expect((await apiTask(u, b?.id ?? '')).status).toBe(200);
  });

  it('schedules from words said in the person’s language', async () => {
    const u = await person({ language: 'en', timeZone: 'America/New_York' });
    const client = await connect((await createTestToken(t.app, u)).secret);
    const [made] = Created.parse(
      (await callTool(client, 'capture_tasks', { text: 'Pay rent' })).value,
    ).created;
    const before = tomorrowIn('America/New_York');
    const res = OneTask.parse(
      (await callTool(client, 'schedule_task', { taskId: made?.id, when: 'tomorrow at 5pm' })).value,
    );
    expect([before, tomorrowIn('America/New_York')]).toContain(res.task.dueDate);
    expect(res.task.dueTime).toBe('17:00');
    const refused = await callTool(client, 'schedule_task', { taskId: made?.id, when: 'whenever' });
    expect(refused.error).toContain('VALIDATION_FAILED');
  });

  it('lists, searches and reads the resources of the owner only', async () => {
    const u = await person();
    const other = await person();
    await call(t.app, {
      method: 'POST',
      url: '/api/tasks',
      headers: other.headers,
      payload: { title: 'Not yours', quadrant: 1 },
    });
    const client = await connect((await createTestToken(t.app, u, { scope: 'read' })).secret);
    const writer = await connect((await createTestToken(t.app, u)).secret);
    await callTool(writer, 'capture_tasks', { text: 'Quarterly report !1\nPlan holidays !2' });
    const listed = z
      .object({ tasks: z.array(TaskSchema) })
      .parse((await callTool(client, 'list_tasks', { quadrant: 1 })).value);
    expect(listed.tasks.map((x) => x.title)).toEqual(['Quarterly report']);
    const found = z
      .object({ tasks: z.array(TaskSchema) })
      .parse((await callTool(client, 'search_tasks', { query: 'holidays' })).value);
    expect(found.tasks.map((x) => x.title)).toEqual(['Plan holidays']);
    const doFirst = z
      .object({ tasks: z.array(TaskSchema) })
      .parse(await readJsonResource(client, 'quadrant://today/do-first'));
    expect(doFirst.tasks.map((x) => x.title)).toEqual(['Quarterly report']);
    const boards = z
      .object({ pool: z.object({ open: z.record(z.string(), z.number()) }) })
      .parse(await readJsonResource(client, 'quadrant://boards'));
    expect(boards.pool.open).toEqual({ 1: 1, 2: 1, 3: 0, 4: 0 });
  });

  it('refuses a read token every write tool, and changes nothing', async () => {
    const u = await person();
    const client = await connect((await createTestToken(t.app, u, { scope: 'read' })).secret);
    for (const [name, args] of [
      ['capture_tasks', { text: 'Sneaky' }],
      ['complete_task', { taskId: '01890000-0000-7000-8000-000000000000' }],
      ['undo', {}],
    ] as const)
      expect((await callTool(client, name, args)).error, name).toContain('INSUFFICIENT_SCOPE');
    expect(
      (await call<unknown[]>(t.app, { method: 'GET', url: '/api/tasks', headers: u.headers })).body,
    ).toEqual([]);
  });

  it("shows a capture on a second device's sync socket", async () => {
    const u = await person();
    const client = await connect((await createTestToken(t.app, u)).secret);
    const socket = await openSocket(t.app);
    socket.send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token: u.token, since: 0 });
    const ready = await socket.next('ready');
    await callTool(client, 'capture_tasks', { text: 'Seen everywhere' });
    let seen: { version: number; titles: string[] } = { version: 0, titles: [] };
    while (!seen.titles.includes('Seen everywhere')) {
      const { changes } = await socket.next('changes');
      seen = { version: changes.version, titles: changes.tasks?.map((x) => x.title) ?? [] };
    }
    expect(seen.version).toBeGreaterThan(ready.version);
    socket.close();
  });

  it('takes only a live personal token: none, a session token and a revoked token are 401', async () => {
    const u = await person();
    const token = await createTestToken(t.app, u);
    const post = (authorization?: string) =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const none = await post();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await post(`Bearer ${u.token}`)).status).toBe(401);
    expect((await post(`Bearer ${token.secret}`)).status).toBe(200);
    await call(t.app, { method: 'DELETE', url: `/api/tokens/${token.id}`, headers: u.headers });
    expect((await post(`Bearer ${token.secret}`)).status).toBe(401);
    const stream = await fetch(`${base}/mcp`, {
      headers: { authorization: `Bearer ${(await createTestToken(t.app, u)).secret}` },
    });
    expect(stream.status).toBe(405);
  });
});
