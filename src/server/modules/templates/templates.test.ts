import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../../shared/plans.ts';
import { call, createTestApp, createTestUser, type TestApp } from '../../test/helpers.ts';
import { createTemplateCatalog } from './template-catalog.ts';

interface Applied {
  boardId: string;
  boardName: string;
  taskCount: number;
}
interface TaskBody {
  title: string;
  quadrant: number;
  boards: { boardId: string }[];
}

const catalog = createTemplateCatalog();

describe('POST /api/templates/:slug/apply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a board named after the template with its starter tasks, in order and quadrant', async () => {
    const user = await createTestUser(t.app);
    const template = catalog.get('nurses', 'en');
    expect(template).not.toBeNull();
    const res = await call<Applied>(t.app, {
      method: 'POST',
      url: '/api/templates/nurses/apply',
      headers: user.headers,
      payload: { language: 'en' },
    });
    expect(res.status).toBe(201);
    expect(res.body.boardName).toBe(template?.persona);
    expect(res.body.taskCount).toBe(template?.starterTasks.length);

    const boards = await call<{ id: string; name: string }[]>(t.app, {
      method: 'GET',
      url: '/api/boards',
      headers: user.headers,
    });
    expect(boards.body).toEqual([expect.objectContaining({ id: res.body.boardId, name: template?.persona })]);
    const tasks = await call<TaskBody[]>(t.app, {
      method: 'GET',
      url: `/api/tasks?boardId=${res.body.boardId}`,
      headers: user.headers,
    });
    expect(tasks.status).toBe(200);
    const got = tasks.body
      .map((task) => ({ title: task.title, quadrant: task.quadrant }))
      .sort((a, b) => a.title.localeCompare(b.title));
    const want = (template?.starterTasks ?? [])
      .map((task) => ({ ...task }))
      .sort((a, b) => a.title.localeCompare(b.title));
    expect(got).toEqual(want);
    for (const task of tasks.body) expect(task.boards.map((b) => b.boardId)).toEqual([res.body.boardId]);
  });

  it('uses the requested language for the board and tasks', async () => {
    const user = await createTestUser(t.app);
    const res = await call<Applied>(t.app, {
      method: 'POST',
      url: '/api/templates/teachers/apply',
      headers: user.headers,
      payload: { language: 'es' },
    });
    expect(res.status).toBe(201);
    expect(res.body.boardName).toBe(catalog.get('teachers', 'es')?.persona);
  });

  it('answers 404 NOT_FOUND for an unknown template and creates nothing', async () => {
    const user = await createTestUser(t.app);
    const res = await call<{ error: { code: string } }>(t.app, {
      method: 'POST',
      url: '/api/templates/astronauts/apply',
      headers: user.headers,
      payload: {},
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const boards = await call<unknown[]>(t.app, { method: 'GET', url: '/api/boards', headers: user.headers });
    expect(boards.body).toEqual([]);
  });

  it('requires sign-in', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/templates/nurses/apply', payload: {} });
    expect(res.status).toBe(401);
  });

  it('respects the board limit of the plan, all or nothing', async () => {
    const user = await createTestUser(t.app);
    for (let i = 0; i < PLAN_LIMITS.basic.boards; i++) {
      const made = await call(t.app, {
        method: 'POST',
        url: '/api/boards',
        headers: user.headers,
        payload: { name: `Board ${i}` },
      });
      expect(made.status).toBe(201);
    }
    const res = await call<{ error: { code: string; details: { limit: string } } }>(t.app, {
      method: 'POST',
      url: '/api/templates/parents/apply',
      headers: user.headers,
      payload: {},
    });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { limit: 'boards' } });
    const tasks = await call<unknown[]>(t.app, {
      method: 'GET',
      url: '/api/tasks?boardId=pool',
      headers: user.headers,
    });
    expect(tasks.body).toEqual([]);
  });

  it('respects the task limits: a template that would pass them is refused whole', async () => {
    const user = await createTestUser(t.app);
    // Fill the open-task allowance to within a few of the limit, so the starter tasks cannot fit.
    const room = 2;
    for (let i = 0; i < PLAN_LIMITS.basic.activeTasks - room; i++) {
      const made = await call(t.app, {
        method: 'POST',
        url: '/api/tasks',
        headers: user.headers,
        payload: { title: `Task ${i}`, quadrant: 1 },
      });
      expect(made.status).toBe(201);
    }
    const res = await call<{ error: { code: string; details: { limit: string } } }>(t.app, {
      method: 'POST',
      url: '/api/templates/lawyers/apply',
      headers: user.headers,
      payload: {},
    });
    expect(res.status).toBe(402);
    expect(res.body.error.details.limit).toBe('activeTasks');
    const boards = await call<unknown[]>(t.app, { method: 'GET', url: '/api/boards', headers: user.headers });
    expect(boards.body).toEqual([]);
  });
});
