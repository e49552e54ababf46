import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { LayeredMap } from './layered-map.ts';
import { deserializeClient, serializeClient } from './persisted-cache.ts';
import { editTasks } from './task-map.ts';
import { makeChanges, makeTask, testId } from './testing/fixtures.ts';
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
});
