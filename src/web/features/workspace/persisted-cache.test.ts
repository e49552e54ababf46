import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { LayeredMap } from './layered-map.ts';
import {
  deserializeClient,
  serializeClient,
  serializeClientInSlices,
  SLICE_SIZE,
} from './persisted-cache.ts';
import { editTasks } from './task-map.ts';
import { makeBoard, makeChanges, makeChecklistItem, makeTask, testId } from './testing/fixtures.ts';
import { WORKSPACE_HASH, WORKSPACE_KEY } from './workspace-query.ts';
import { applyChanges, EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';

function persisted(data: WorkspaceState): PersistedClient {
  return {
    buster: 'test',
    timestamp: 0,
    clientState: {
      mutations: [],
      queries: [
        {
          queryHash: WORKSPACE_HASH,
          queryKey: [...WORKSPACE_KEY],
          dehydratedAt: 0,
          state: {
            data,
            dataUpdateCount: 1,
            dataUpdatedAt: 0,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  };
}

const restoredData = (client: PersistedClient) => client.clientState.queries[0]?.state.data as WorkspaceState;

describe('the persisted workspace', () => {
  it('saves and restores a workspace whose task map is layered (a large one, edited)', () => {
    const tasks = Array.from({ length: 400 }, (_, n) => makeTask({ id: testId(n + 1), version: 1 }));
    const loaded = applyChanges(EMPTY_WORKSPACE, makeChanges({ version: 9, full: true, tasks }));
    const renamed = { ...tasks[7]!, title: 'Renamed', version: 2 };
    const added = makeTask({ id: testId(999), title: 'Added', version: 3 });
    const state: WorkspaceState = {
      ...loaded,
      tasks: editTasks(loaded.tasks, [renamed, added], [tasks[0]!.id]),
    };
    expect(state.tasks).toBeInstanceOf(LayeredMap);

    const restored = restoredData(deserializeClient(serializeClient(persisted(state))));
    expect(restored.version).toBe(9);
    expect(restored.tasks.size).toBe(400);
    expect(restored.tasks.get(renamed.id)?.title).toBe('Renamed');
    expect(restored.tasks.get(added.id)?.title).toBe('Added');
    expect(restored.tasks.has(tasks[0]!.id)).toBe(false);
  });

  it('is written a slice at a time, into the very text of a save in one go', async () => {
    const count = 2 * SLICE_SIZE + 7;
    const tasks = Array.from({ length: count }, (_, n) =>
      makeTask({ id: testId(n + 1), title: `Task ${n} "quoted" \u2028 ✓`, version: 1 }),
    );
    const checklistItems = Array.from({ length: SLICE_SIZE + 1 }, (_, n) =>
      makeChecklistItem({ id: testId(10_000 + n), taskId: testId(1) }),
    );
    const boards = [makeBoard({ id: testId(20_000) })];
    const state = applyChanges(
      EMPTY_WORKSPACE,
      makeChanges({ version: 4, full: true, tasks, checklistItems, boards }),
    );
    let pauses = 0;
    const pieces = await serializeClientInSlices(persisted(state), () => {
      pauses++;
      return Promise.resolve();
    });
    const text = pieces.join('');
    expect(text).toBe(serializeClient(persisted(state)));
    // Three slices of tasks and two of checklist items; the one board is written with the envelope.
    expect(pauses).toBe(5);
    // Stored as the pieces, read back from them.
    const restored = restoredData(deserializeClient(pieces));
    expect(restored.tasks.size).toBe(count);
    expect(restored.tasks.get(testId(count))?.title).toBe(`Task ${count - 1} "quoted" \u2028 ✓`);
  });

  it('lets what is waiting run between slices', async () => {
    const tasks = Array.from({ length: 3 * SLICE_SIZE }, (_, n) => makeTask({ id: testId(n + 1) }));
    const state = applyChanges(EMPTY_WORKSPACE, makeChanges({ version: 2, full: true, tasks }));
    const order: string[] = [];
    const saving = serializeClientInSlices(persisted(state)).then(() => order.push('saved'));
    // A task queued as the save starts (as a key press would be) runs before the save is done.
    setImmediate(() => order.push('a task queued meanwhile'));
    await saving;
    expect(order).toEqual(['a task queued meanwhile', 'saved']);
  });
});
