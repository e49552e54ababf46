/**
 * Read hooks over the workspace entry. The initial load goes through useQuery (status, errors,
 * retries); reads subscribe to the query cache directly with useSyncExternalStore, so a cache
 * write re-renders exactly the components whose slice changed, in the same task as the write
 * (no observer per card, no deferred notification between a key press and its paint).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Board } from '../../../shared/contracts/boards.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { boardListsSelector, selectBoards, type BoardLists } from './selectors.ts';
import { readWorkspace, WORKSPACE_HASH, workspaceQuery } from './workspace-query.ts';
import type { TaskMap } from './task-map.ts';
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import type { ChecklistItem } from '../../../shared/contracts/checklist.ts';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import type { Reminder } from '../../../shared/contracts/reminders.ts';
import {
  attachmentsOf,
  checklistOf,
  notificationsNewestFirst,
  progressOf,
  remindersOf,
  type ChecklistProgress,
} from './task-details.ts';
import type { WorkspaceState } from './workspace-state.ts';

const selectNothing = () => true;

/** Starts the initial load; re-renders only on status changes, not on data changes. */
export function useWorkspaceStatus() {
  const query = useQuery({ ...workspaceQuery(), select: selectNothing });
  return { isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** A slice of the workspace; `select` must be stable (module-level or memoized) and return stable values. */
export function useWorkspaceSelector<T>(select: (state: WorkspaceState) => T, fallback: T): T {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === WORKSPACE_HASH) onChange();
      }),
    [client],
  );
  const getSnapshot = useCallback(() => {
    const state = readWorkspace(client);
    return state ? select(state) : fallback;
  }, [client, select, fallback]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useBoardLists(boardId: string): BoardLists | undefined {
  return useWorkspaceSelector<BoardLists | undefined>(boardListsSelector(boardId), undefined);
}

export function useTask(taskId: string): Task | undefined {
  const select = useCallback((state: WorkspaceState) => state.tasks.get(taskId), [taskId]);
  return useWorkspaceSelector<Task | undefined>(select, undefined);
}

const NO_BOARDS: Board[] = [];
export function useBoards(): Board[] {
  return useWorkspaceSelector(selectBoards, NO_BOARDS);
}

/** All tasks, for views that sort by task fields (list view by due date or creation). */
const selectTasks = (state: WorkspaceState) => state.tasks;
export function useTaskMap(): TaskMap | undefined {
  return useWorkspaceSelector<TaskMap | undefined>(selectTasks, undefined);
}

const NO_ITEMS: readonly ChecklistItem[] = [];
/** A task's checklist items, in order. */
export function useChecklist(taskId: string): readonly ChecklistItem[] {
  const select = useCallback((state: WorkspaceState) => checklistOf(state.checklistItems, taskId), [taskId]);
  return useWorkspaceSelector(select, NO_ITEMS);
}

/** `{ done, total }` of a task's checklist (undefined without one): cheap enough for every note. */
export function useChecklistProgress(taskId: string): ChecklistProgress | undefined {
  const select = useCallback((state: WorkspaceState) => progressOf(state.checklistItems, taskId), [taskId]);
  return useWorkspaceSelector<ChecklistProgress | undefined>(select, undefined);
}

const NO_ATTACHMENTS: readonly Attachment[] = [];
export function useAttachments(taskId: string): readonly Attachment[] {
  const select = useCallback((state: WorkspaceState) => attachmentsOf(state.attachments, taskId), [taskId]);
  return useWorkspaceSelector(select, NO_ATTACHMENTS);
}

export function useAttachmentCount(taskId: string): number {
  const select = useCallback(
    (state: WorkspaceState) => attachmentsOf(state.attachments, taskId).length,
    [taskId],
  );
  return useWorkspaceSelector(select, 0);
}

const NO_REMINDERS: readonly Reminder[] = [];
/** A task's reminders, oldest first. */
export function useReminders(taskId: string): readonly Reminder[] {
  const select = useCallback((state: WorkspaceState) => remindersOf(state.reminders, taskId), [taskId]);
  return useWorkspaceSelector(select, NO_REMINDERS);
}

export function useReminderCount(taskId: string): number {
  const select = useCallback(
    (state: WorkspaceState) => remindersOf(state.reminders, taskId).length,
    [taskId],
  );
  return useWorkspaceSelector(select, 0);
}

const NO_NOTIFICATIONS: readonly AppNotification[] = [];
const selectNotifications = (state: WorkspaceState) => notificationsNewestFirst(state.notifications);
/** The notification centre's list, newest first. */
export function useNotifications(): readonly AppNotification[] {
  return useWorkspaceSelector(selectNotifications, NO_NOTIFICATIONS);
}
