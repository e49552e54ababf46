import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { draftNextOccurrence } from './next-occurrence.ts';
import { applyOperation, revertOperation } from './optimistic.ts';
import { readSyncStatus } from './outbox-runtime.ts';
import { useTaskMutations } from './task-mutations.ts';
import { editTasks, EMPTY_TASKS } from './task-map.ts';
import { createFakeApi, fakeApiHandlers, type FakeApi } from './testing/fake-api.ts';
import { makeTask, testId } from './testing/fixtures.ts';
import { readWorkspace, workspaceQuery } from './workspace-query.ts';
import { EMPTY_WORKSPACE } from './workspace-state.ts';

const server = setupServer();
const realFetch = globalThis.fetch;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const patched = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patched(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  globalThis.fetch = realFetch;
});

const taskId = testId(1);
const board = testId(100);
// Far in the future, so "not before today" never moves these dates.
const weekly = makeTask({
  id: taskId,
  title: 'Review',
  quadrant: 2,
  dueDate: '2999-01-07',
  dueTime: '09:00',
  repeat: 'FREQ=WEEKLY;BYDAY=MO',
  boards: [{ boardId: board, order: 'a5' }],
  poolOrder: 'a5',
});

async function setup(tasks: Task[] = [weekly]) {
  const fake: FakeApi = createFakeApi(tasks);
  server.use(...fakeApiHandlers(fake));
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useTaskMutations(), { wrapper });
  const held = () => [...(readWorkspace(client)?.tasks.values() ?? [])].filter((t) => t.title === 'Review');
  return { fake, client, actions: () => result.current, held };
}

describe('completing a repeating task', () => {
  it('shows the next occurrence at once, with the id the server then uses', async () => {
    const { fake, actions, held } = await setup();
    let open = () => {};
    fake.gate = new Promise<void>((resolve) => (open = resolve));
    act(() => actions().updateTask({ taskId, changes: { completed: true } }));

    const [done, next] = [held().find((t) => t.id === taskId), held().find((t) => t.id !== taskId)];
    expect(done).toMatchObject({ completed: true, repeat: null, nextOccurrenceId: next?.id });
    expect(next).toMatchObject({ dueDate: '2999-01-14', dueTime: '09:00', completed: false, quadrant: 2 });
    expect(next?.repeat).toBe('FREQ=WEEKLY;BYDAY=MO');

    open();
    await waitFor(() => expect(fake.tasks.size).toBe(2));
    expect(fake.tasks.get(next?.id ?? '')?.dueDate).toBe('2999-01-14');
    expect(fake.calls.at(-1)?.body).toMatchObject({ completed: true, next: { id: next?.id } });
  });

  it('drops its copy when the server made none (plan full), and the rule stays', async () => {
    const { fake, actions, held } = await setup();
    fake.refuseCreates = true;
    act(() => actions().updateTask({ taskId, changes: { completed: true } }));
    expect(held()).toHaveLength(2);
    await waitFor(() => expect(held()).toHaveLength(1));
    expect(held()[0]).toMatchObject({
      completed: true,
      repeat: 'FREQ=WEEKLY;BYDAY=MO',
      nextOccurrenceId: null,
    });
  });

  it('reopening and completing again makes no second one', async () => {
    const { fake, client, actions, held } = await setup();
    act(() => actions().updateTask({ taskId, changes: { completed: true } }));
    await waitFor(() => expect(fake.tasks.size).toBe(2));
    act(() => actions().updateTask({ taskId, changes: { completed: false } }));
    act(() => actions().updateTask({ taskId, changes: { completed: true } }));
    // Both writes answered (the task was already completed on the server before them).
    await waitFor(() => expect(readSyncStatus(client).waiting).toBe(0));
    expect(fake.tasks.get(taskId)?.completed).toBe(true);
    expect(fake.tasks.size).toBe(2);
    expect(held()).toHaveLength(2);
  });
});

describe('skip', () => {
  it('moves the due date to the next occurrence at once and on the server', async () => {
    const { fake, actions, held } = await setup();
    act(() => actions().skipOccurrence(taskId));
    expect(held()[0]?.dueDate).toBe('2999-01-14');
    await waitFor(() => expect(fake.tasks.get(taskId)?.dueDate).toBe('2999-01-14'));
    expect(held()).toHaveLength(1);
  });
});

describe('the drafted next occurrence', () => {
  it('sits just before the completed one on each board and in the pool', () => {
    const above = makeTask({
      id: testId(2),
      quadrant: 2,
      boards: [{ boardId: board, order: 'a2' }],
      poolOrder: 'a1',
    });
    const tasks = editTasks(EMPTY_TASKS, [weekly, above]);
    const draft = draftNextOccurrence(tasks, weekly, testId(3), '2999-01-01');
    const order = draft?.boards[0]?.order ?? '';
    expect(order > 'a2' && order < 'a5').toBe(true);
    expect((draft?.poolOrder ?? '') > 'a1' && (draft?.poolOrder ?? '') < 'a5').toBe(true);
    expect(draftNextOccurrence(tasks, { ...weekly, repeat: null }, testId(3), '2999-01-01')).toBeUndefined();
    expect(
      draftNextOccurrence(tasks, { ...weekly, nextOccurrenceId: testId(9) }, testId(3), '2999-01-01'),
    ).toBeUndefined();
  });

  it('a batch applies and reverts as one', () => {
    const state = { ...EMPTY_WORKSPACE, tasks: editTasks(EMPTY_TASKS, [weekly]) };
    const draft = draftNextOccurrence(state.tasks, weekly, testId(3), '2999-01-01');
    if (!draft) throw new Error('no draft');
    const op = {
      kind: 'batch' as const,
      ops: [
        {
          kind: 'patchTask' as const,
          taskId,
          patch: { completed: true, nextOccurrenceId: draft.id, repeat: null },
          previous: { completed: false, nextOccurrenceId: null, repeat: weekly.repeat },
        },
        { kind: 'createTask' as const, task: draft },
      ],
    };
    const applied = applyOperation(state, op);
    expect(applied.tasks.size).toBe(2);
    const reverted = revertOperation(applied, op);
    expect(reverted.tasks.size).toBe(1);
    expect(reverted.tasks.get(taskId)).toMatchObject({ completed: false, repeat: weekly.repeat });
  });
});
