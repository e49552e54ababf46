import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { useChecklistMutations } from './checklist-mutations.ts';
import { useTaskMutations } from './task-mutations.ts';
import { createFakeApi, fakeApiHandlers, type FakeApi } from './testing/fake-api.ts';
import { makeBoard, makeTask, testId } from './testing/fixtures.ts';
import { useChecklist, useChecklistProgress, useTask } from './use-workspace.ts';
import { readWorkspace, workspaceQuery } from './workspace-query.ts';

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

async function setup(): Promise<{
  fake: FakeApi;
  client: QueryClient;
  wrapper: (p: { children: ReactNode }) => ReactNode;
}> {
  const fake = createFakeApi([makeTask({ id: taskId, boards: [] })]);
  server.use(...fakeApiHandlers(fake));
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { fake, client, wrapper };
}

describe('checklist writes', () => {
  it('adds items in order, ticks, reorders and deletes, optimistically then confirmed', async () => {
    const { fake, wrapper } = await setup();
    const { result } = renderHook(
      () => ({
        actions: useChecklistMutations(),
        items: useChecklist(taskId),
        progress: useChecklistProgress(taskId),
      }),
      { wrapper },
    );
    act(() => {
      result.current.actions.addItem({ taskId, text: 'one' });
    });
    act(() => {
      result.current.actions.addItem({ taskId, text: 'three' });
    });
    expect(result.current.items.map((i) => i.text)).toEqual(['one', 'three']);
    const [first] = result.current.items;
    if (!first) throw new Error('no item');
    act(() => {
      result.current.actions.addItem({ taskId, text: 'two', after: first });
    });
    expect(result.current.items.map((i) => i.text)).toEqual(['one', 'two', 'three']);
    await waitFor(() => expect(fake.checklistItems.size).toBe(3));

    act(() => result.current.actions.updateItem({ itemId: first.id, changes: { done: true } }));
    expect(result.current.progress).toEqual({ done: 1, total: 3 });

    const [, two, three] = result.current.items;
    if (!two || !three) throw new Error('missing items');
    act(() => result.current.actions.moveItem({ itemId: first.id, before: three, after: null }));
    expect(result.current.items.map((i) => i.text)).toEqual(['two', 'three', 'one']);
    act(() => result.current.actions.deleteItem(two));
    expect(result.current.items.map((i) => i.text)).toEqual(['three', 'one']);
    await waitFor(() =>
      expect([...fake.checklistItems.values()].map((i) => i.text).sort()).toEqual(['one', 'three']),
    );
    expect(fake.checklistItems.get(first.id)).toMatchObject({
      done: true,
      order: result.current.items[1]?.order,
    });
  });

  it('reverts an item the server refuses', async () => {
    const { fake, client, wrapper } = await setup();
    fake.tasks.clear(); // the task is gone on the server: the create answers 404
    const { result } = renderHook(() => ({ actions: useChecklistMutations(), items: useChecklist(taskId) }), {
      wrapper,
    });
    act(() => {
      result.current.actions.addItem({ taskId, text: 'lost' });
    });
    expect(result.current.items).toHaveLength(1);
    await waitFor(() => expect(result.current.items).toHaveLength(0));
    expect(readWorkspace(client)?.checklistItems.size).toBe(0);
  });
});

describe('task fields and boards', () => {
  it('edits description, due date and time, and board membership', async () => {
    const { fake, client, wrapper } = await setup();
    client.setQueryData(workspaceQuery().queryKey, (s) =>
      s ? { ...s, boards: { [board]: makeBoard({ id: board }) } } : s,
    );
    const { result } = renderHook(() => ({ actions: useTaskMutations(), task: useTask(taskId) }), {
      wrapper,
    });
    act(() =>
      result.current.actions.updateTask({
        taskId,
        changes: { description: '<p><strong>Hi</strong></p>', dueDate: '2026-12-01', dueTime: '09:30' },
      }),
    );
    expect(result.current.task).toMatchObject({ dueDate: '2026-12-01', dueTime: '09:30' });
    act(() => result.current.actions.addToBoard({ taskId, boardId: board }));
    expect(result.current.task?.boards.map((p) => p.boardId)).toEqual([board]);
    await waitFor(() => expect(fake.tasks.get(taskId)?.boards).toHaveLength(1));
    act(() => result.current.actions.updateTask({ taskId, changes: { dueDate: null } }));
    expect(result.current.task).toMatchObject({ dueDate: null, dueTime: null });
    act(() => result.current.actions.removeFromBoard({ taskId, boardId: board }));
    expect(result.current.task?.boards).toEqual([]);
    await waitFor(() => expect(fake.tasks.get(taskId)).toMatchObject({ boards: [], dueTime: null }));
    expect(fake.tasks.get(taskId)?.description).toBe('<p><strong>Hi</strong></p>');
  });
});
