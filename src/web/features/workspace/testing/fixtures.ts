/** Builders for tests: tasks, boards and change batches shaped exactly like the server's. */
import type { Attachment } from '../../../../shared/contracts/attachments.ts';
import type { Board } from '../../../../shared/contracts/boards.ts';
import type { ChecklistItem } from '../../../../shared/contracts/checklist.ts';
import { noDeletes } from '../../../../shared/contracts/entities.ts';
import type { Changes } from '../../../../shared/contracts/sync.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { WORKSPACE_HASH, WORKSPACE_KEY } from '../workspace-query.ts';
import type { WorkspaceState } from '../workspace-state.ts';

const STAMP = '2026-01-01T00:00:00.000Z';

/** A deterministic UUID-shaped id from a number, so sorting by id is predictable. */
export function testId(n: number): string {
  return `00000000-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
}

export function makeTask(overrides: Partial<Task> & { id: string }): Task {
  return {
    title: `Task ${overrides.id.slice(-4)}`,
    quadrant: 1,
    color: 'yellow',
    description: '',
    dueDate: null,
    dueTime: null,
    completed: false,
    completedAt: null,
    repeat: null,
    nextOccurrenceId: null,
    boards: [],
    poolOrder: 'a0',
    createdAt: STAMP,
    updatedAt: STAMP,
    version: 1,
    ...overrides,
  };
}

export function makeBoard(overrides: Partial<Board> & { id: string }): Board {
  return { name: 'Board', order: 'a0', createdAt: STAMP, updatedAt: STAMP, version: 1, ...overrides };
}

export function makeChecklistItem(
  overrides: Partial<ChecklistItem> & { id: string; taskId: string },
): ChecklistItem {
  return {
    text: `Item ${overrides.id.slice(-4)}`,
    done: false,
    order: 'a0',
    createdAt: STAMP,
    updatedAt: STAMP,
    version: 1,
    ...overrides,
  };
}

export function makeAttachment(overrides: Partial<Attachment> & { id: string; taskId: string }): Attachment {
  return {
    name: 'notes.txt',
    size: 12,
    contentType: 'text/plain',
    createdAt: STAMP,
    version: 1,
    ...overrides,
  };
}

/** A batch of changes; `deleted` may name only some kinds. */
export function makeChanges(
  overrides: Partial<Omit<Changes, 'deleted'>> & { deleted?: Partial<Changes['deleted']> } = {},
): Changes {
  const { deleted, ...rest } = overrides;
  return {
    version: 1,
    full: false,
    boards: [],
    tasks: [],
    checklistItems: [],
    attachments: [],
    reminders: [],
    notifications: [],
    ...rest,
    deleted: { ...noDeletes(), ...deleted },
  };
}

/** A persisted query client holding only the workspace query, as a save receives it. */
export function makePersistedClient(data: WorkspaceState, buster = 'test', timestamp = 0): PersistedClient {
  return {
    buster,
    timestamp,
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
