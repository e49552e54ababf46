/**
 * An in-memory Quadrant API for component tests (MSW): sync, task writes and their refusals, with a
 * version counter like the server's. `gate` holds writes back so a test can see the optimistic state.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  CreateTaskSchema,
  MoveTaskSchema,
  UpdateTaskSchema,
  type Task,
} from '../../../../shared/contracts/tasks.ts';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';

export interface FakeApi {
  tasks: Map<string, Task>;
  deleted: Map<string, Task>;
  version: number;
  /** Set to refuse new tasks as the Free plan does. */
  refuseCreates: boolean;
  /** Writes wait for this promise (when set) before answering. */
  gate: Promise<void> | null;
  calls: { method: string; path: string; body: unknown }[];
}

export function createFakeApi(initial: Task[]): FakeApi {
  return {
    tasks: new Map(initial.map((t) => [t.id, t])),
    deleted: new Map(),
    version: Math.max(1, ...initial.map((t) => t.version)),
    refuseCreates: false,
    gate: null,
    calls: [],
  };
}

const base = 'http://localhost:3000';

export function fakeApiHandlers(api: FakeApi) {
  function bump(task: Task): Task {
    api.version += 1;
    const next = { ...task, version: api.version, updatedAt: new Date().toISOString() };
    api.tasks.set(next.id, next);
    return next;
  }
  async function record(request: Request, path: string): Promise<unknown> {
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    api.calls.push({ method: request.method, path, body });
    if (api.gate) await api.gate;
    return body;
  }
  const notFound = () =>
    HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  const taskId = (params: Record<string, unknown>) => z.string().parse(params.taskId);

  return [
    http.get(`${base}/api/sync`, () =>
      HttpResponse.json({
        version: api.version,
        boards: [],
        tasks: [...api.tasks.values()],
        deleted: { boards: [], tasks: [] },
      }),
    ),
    http.post(`${base}/api/tasks`, async ({ request }) => {
      const body = CreateTaskSchema.parse(await record(request, '/api/tasks'));
      if (api.refuseCreates) {
        return HttpResponse.json(
          {
            error: {
              code: 'PLAN_LIMIT_REACHED',
              message: 'Limit',
              details: { limit: 'activeTasks', max: 100, tier: 'basic' },
            },
          },
          { status: 402 },
        );
      }
      const now = new Date().toISOString();
      const order = body.order ?? 'a0';
      const task = bump({
        id: body.id ?? crypto.randomUUID(),
        title: body.title,
        quadrant: body.quadrant,
        color: 'yellow',
        dueDate: null,
        completed: false,
        completedAt: null,
        boards: body.boardId === POOL_BOARD_ID ? [] : [{ boardId: body.boardId, order }],
        poolOrder: order,
        createdAt: now,
        updatedAt: now,
        version: 0,
      });
      return HttpResponse.json(task, { status: 201 });
    }),
    http.post(`${base}/api/tasks/:taskId/move`, async ({ request, params }) => {
      const id = taskId(params);
      const body = MoveTaskSchema.parse(await record(request, `/api/tasks/${id}/move`));
      const task = api.tasks.get(id);
      if (!task) return notFound();
      const placed =
        body.boardId === POOL_BOARD_ID
          ? { ...task, poolOrder: body.order }
          : {
              ...task,
              boards: task.boards.map((p) => (p.boardId === body.boardId ? { ...p, order: body.order } : p)),
            };
      return HttpResponse.json(bump({ ...placed, quadrant: body.quadrant }));
    }),
    http.patch(`${base}/api/tasks/:taskId`, async ({ request, params }) => {
      const id = taskId(params);
      const body = UpdateTaskSchema.parse(await record(request, `/api/tasks/${id}`));
      const task = api.tasks.get(id);
      if (!task) return notFound();
      const completedAt =
        body.completed === undefined ? task.completedAt : body.completed ? new Date().toISOString() : null;
      return HttpResponse.json(bump({ ...task, ...body, completedAt }));
    }),
    http.delete(`${base}/api/tasks/:taskId`, async ({ request, params }) => {
      const id = taskId(params);
      await record(request, `/api/tasks/${id}`);
      const task = api.tasks.get(id);
      if (!task) return notFound();
      api.tasks.delete(id);
      api.deleted.set(id, task);
      api.version += 1;
      return HttpResponse.json({ version: api.version });
    }),
    http.post(`${base}/api/tasks/:taskId/restore`, async ({ request, params }) => {
      const id = taskId(params);
      await record(request, `/api/tasks/${id}/restore`);
      const task = api.deleted.get(id);
      if (!task) return notFound();
      api.deleted.delete(id);
      return HttpResponse.json(bump(task));
    }),
  ];
}
