/**
 * An in-memory Quadrant API for component tests (MSW), built from the shared contracts: each handler
 * is registered from its endpoint (method and path), parses the request with the endpoint's body
 * schema and its answer with the endpoint's response schema, so a contract change that the fake does
 * not follow fails the test loudly instead of drifting. It keeps a version counter like the
 * server's; `gate` holds writes back so a test can see the optimistic state.
 */
import { http, HttpResponse } from 'msw';
import type { Attachment } from '../../../../shared/contracts/attachments.ts';
import { deleteAttachment, uploadAttachment } from '../../../../shared/contracts/attachments.ts';
import { POOL_BOARD_ID, type Board } from '../../../../shared/contracts/boards.ts';
import {
  createChecklistItem,
  deleteChecklistItem,
  updateChecklistItem,
  type ChecklistItem,
} from '../../../../shared/contracts/checklist.ts';
import { noDeletes } from '../../../../shared/contracts/entities.ts';
import { searchTasks } from '../../../../shared/contracts/search.ts';
import { getChanges } from '../../../../shared/contracts/sync.ts';
import {
  addTaskToBoard,
  createTask,
  deleteTask,
  moveTask,
  removeTaskFromBoard,
  restoreTask,
  skipOccurrence,
  updateTask,
  type Task,
} from '../../../../shared/contracts/tasks.ts';
import { keyBetween } from '../../../../shared/order.ts';
import { nextOccurrence } from '../../../../shared/recurrence-dates.ts';
import { base, handle, limitReached, notFound } from './fake-api-handle.ts';

export interface FakeApi {
  tasks: Map<string, Task>;
  deleted: Map<string, Task>;
  checklistItems: Map<string, ChecklistItem>;
  attachments: Map<string, Attachment>;
  /** Bytes of each attachment, by id. */
  files: Map<string, Uint8Array>;
  version: number;
  /** Set to refuse new tasks as the Free plan does. */
  refuseCreates: boolean;
  /** Writes wait for this promise (when set) before answering. */
  gate: Promise<void> | null;
  calls: { method: string; path: string; body: unknown }[];
  /** The person's boards, as the first pull returns them. */
  boards: Board[];
}

export function createFakeApi(initial: Task[], checklist: ChecklistItem[] = []): FakeApi {
  return {
    tasks: new Map(initial.map((t) => [t.id, t])),
    deleted: new Map(),
    checklistItems: new Map(checklist.map((i) => [i.id, i])),
    attachments: new Map(),
    files: new Map(),
    version: Math.max(1, ...initial.map((t) => t.version), ...checklist.map((i) => i.version)),
    refuseCreates: false,
    gate: null,
    calls: [],
    boards: [],
  };
}

export function fakeApiHandlers(api: FakeApi) {
  function bump<T extends { version: number }>(row: T): T {
    api.version += 1;
    return { ...row, version: api.version };
  }
  function saveTask(task: Task): Task {
    const next = bump({ ...task, updatedAt: new Date().toISOString() });
    api.tasks.set(next.id, next);
    return next;
  }
  const now = () => new Date().toISOString();

  return [
    handle(api, getChanges, () => ({
      version: api.version,
      full: true,
      boards: api.boards,
      tasks: [...api.tasks.values()],
      checklistItems: [...api.checklistItems.values()],
      attachments: [...api.attachments.values()],
      reminders: [],
      notifications: [],
      deleted: noDeletes(),
    })),
    handle(api, createTask, ({ body }) => {
      if (api.refuseCreates) return limitReached();
      const order = body.order ?? 'a0';
      return saveTask({
        id: body.id ?? crypto.randomUUID(),
        title: body.title,
        quadrant: body.quadrant,
        color: body.color ?? 'yellow',
        description: body.description ?? '',
        dueDate: body.dueDate ?? null,
        dueTime: body.dueTime ?? null,
        completed: false,
        completedAt: null,
        repeat: body.repeat ?? null,
        nextOccurrenceId: null,
        boards: body.boardId === POOL_BOARD_ID ? [] : [{ boardId: body.boardId, order }],
        poolOrder: order,
        createdAt: now(),
        updatedAt: now(),
        version: 0,
      });
    }),
    handle(api, moveTask, ({ params, body }) => {
      const task = api.tasks.get(params.taskId);
      if (!task) return notFound();
      const placed =
        body.boardId === POOL_BOARD_ID
          ? { ...task, poolOrder: body.order }
          : {
              ...task,
              boards: task.boards.map((p) => (p.boardId === body.boardId ? { ...p, order: body.order } : p)),
            };
      return saveTask({ ...placed, quadrant: body.quadrant });
    }),
    handle(api, updateTask, ({ params, body }) => {
      const task = api.tasks.get(params.taskId);
      if (!task) return notFound();
      const completedAt = body.completed === undefined ? task.completedAt : body.completed ? now() : null;
      const next: Task = { ...task, completedAt };
      if (body.title !== undefined) next.title = body.title;
      if (body.quadrant !== undefined) next.quadrant = body.quadrant;
      if (body.color !== undefined) next.color = body.color;
      if (body.description !== undefined) next.description = body.description;
      if (body.dueDate !== undefined) next.dueDate = body.dueDate;
      if (body.dueTime !== undefined) next.dueTime = body.dueTime;
      if (body.repeat !== undefined) next.repeat = body.repeat;
      if (body.dueDate === null) Object.assign(next, { dueTime: null, repeat: null });
      if (body.completed !== undefined) next.completed = body.completed;
      // As the server: completing a repeating task creates its next occurrence (unless plans refuse).
      const due = next.repeat && next.dueDate && nextOccurrence(next.repeat, next.dueDate, body.next?.today);
      if (body.completed && !task.completed && !next.nextOccurrenceId && due && !api.refuseCreates) {
        const id = body.next?.id ?? crypto.randomUUID();
        saveTask({ ...next, id, dueDate: due, completed: false, completedAt: null, createdAt: now() });
        Object.assign(next, { repeat: null, nextOccurrenceId: id });
      }
      return saveTask(next);
    }),
    handle(api, skipOccurrence, ({ params, body }) => {
      const task = api.tasks.get(params.taskId);
      if (!task) return notFound();
      const due = task.repeat && task.dueDate ? nextOccurrence(task.repeat, task.dueDate, body.today) : null;
      return due ? saveTask({ ...task, dueDate: due }) : task;
    }),
    handle(api, addTaskToBoard, ({ params, body }) => {
      const task = api.tasks.get(params.taskId);
      if (!task) return notFound();
      if (task.boards.some((p) => p.boardId === params.boardId)) return task;
      const order = body.order ?? 'a0';
      return saveTask({ ...task, boards: [...task.boards, { boardId: params.boardId, order }] });
    }),
    handle(api, removeTaskFromBoard, ({ params }) => {
      const task = api.tasks.get(params.taskId);
      if (!task?.boards.some((p) => p.boardId === params.boardId)) return notFound();
      return saveTask({ ...task, boards: task.boards.filter((p) => p.boardId !== params.boardId) });
    }),
    handle(api, deleteTask, ({ params }) => {
      const task = api.tasks.get(params.taskId);
      if (!task) return notFound();
      api.tasks.delete(task.id);
      api.deleted.set(task.id, task);
      api.version += 1;
      return { version: api.version };
    }),
    handle(api, restoreTask, ({ params }) => {
      const task = api.deleted.get(params.taskId);
      if (!task) return notFound();
      api.deleted.delete(task.id);
      return saveTask(task);
    }),
    ...checklistHandlers(api, bump),
    ...attachmentHandlers(api, bump),
    handle(api, searchTasks, ({ query }) => {
      const words = query.q.toLowerCase().split(/\s+/);
      const hits = [...api.tasks.values()]
        .filter((t) => words.every((w) => `${t.title} ${t.description}`.toLowerCase().includes(w)))
        .slice(0, query.limit)
        .map((t) => ({ taskId: t.id, title: t.title, snippet: '', field: 'title' as const }));
      return { hits };
    }),
  ];
}

type Bump = <T extends { version: number }>(row: T) => T;

function checklistHandlers(api: FakeApi, bump: Bump) {
  const save = (item: ChecklistItem) => {
    const next = bump({ ...item, updatedAt: new Date().toISOString() });
    api.checklistItems.set(next.id, next);
    return next;
  };
  return [
    handle(api, createChecklistItem, ({ params, body }) => {
      if (!api.tasks.has(params.taskId)) return notFound();
      const last = [...api.checklistItems.values()]
        .filter((i) => i.taskId === params.taskId)
        .map((i) => i.order)
        .sort()
        .at(-1);
      const stamp = new Date().toISOString();
      return save({
        id: body.id ?? crypto.randomUUID(),
        taskId: params.taskId,
        text: body.text,
        done: body.done ?? false,
        order: body.order ?? keyBetween(last ?? null, null),
        createdAt: stamp,
        updatedAt: stamp,
        version: 0,
      });
    }),
    handle(api, updateChecklistItem, ({ params, body }) => {
      const item = api.checklistItems.get(params.itemId);
      if (!item) return notFound();
      return save({
        ...item,
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(body.done !== undefined ? { done: body.done } : {}),
        ...(body.order !== undefined ? { order: body.order } : {}),
      });
    }),
    handle(api, deleteChecklistItem, ({ params }) => {
      if (!api.checklistItems.delete(params.itemId)) return notFound();
      api.version += 1;
      return { version: api.version };
    }),
  ];
}

function attachmentHandlers(api: FakeApi, bump: Bump) {
  return [
    handle(
      api,
      uploadAttachment,
      ({ params, query, body, request }) => {
        if (!api.tasks.has(params.taskId)) return notFound();
        const bytes = body as Uint8Array;
        const attachment = bump({
          id: query.id ?? crypto.randomUUID(),
          taskId: params.taskId,
          name: query.name,
          size: bytes.byteLength,
          contentType: request.headers.get('content-type') ?? 'application/octet-stream',
          createdAt: new Date().toISOString(),
          version: 0,
        });
        api.attachments.set(attachment.id, attachment);
        api.files.set(attachment.id, bytes);
        return attachment;
      },
      { rawBody: true },
    ),
    http.get(`${base}/api/attachments/:attachmentId/content`, ({ params }) => {
      const id = String(params.attachmentId);
      const bytes = api.files.get(id);
      if (!bytes || !api.attachments.has(id)) return notFound();
      return new HttpResponse(bytes, { headers: { 'content-type': 'application/octet-stream' } });
    }),
    handle(api, deleteAttachment, ({ params }) => {
      if (!api.attachments.delete(params.attachmentId)) return notFound();
      api.files.delete(params.attachmentId);
      api.version += 1;
      return { version: api.version };
    }),
  ];
}
