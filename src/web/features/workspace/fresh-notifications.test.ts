import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import { FRESH_FOR_MS, freshNotifications } from './fresh-notifications.ts';
import { makeChanges } from './testing/fixtures.ts';
import { EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');

function note(id: string, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    taskId: '01J0000000000000000000TASK',
    reminderId: '01J00000000000000000REMIND',
    title: `Task ${id}`,
    firedAt: new Date(NOW - 5_000).toISOString(),
    readAt: null,
    createdAt: new Date(NOW).toISOString(),
    updatedAt: new Date(NOW).toISOString(),
    version: 2,
    ...overrides,
  };
}

function holding(...list: AppNotification[]): WorkspaceState {
  return { ...EMPTY_WORKSPACE, notifications: new Map(list.map((n) => [n.id, n])) };
}

describe('freshNotifications', () => {
  it('is what just fired and this tab did not hold, oldest first', () => {
    const older = note('b', { firedAt: new Date(NOW - 60_000).toISOString() });
    const changes = makeChanges({ notifications: [note('a'), older] });
    expect(freshNotifications(holding(), changes, NOW).map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('leaves out what the tab held (a read toggled elsewhere), what is read, and what fired long ago', () => {
    const held = note('held');
    const changes = makeChanges({
      notifications: [
        { ...held, version: 3 },
        note('read', { readAt: new Date(NOW).toISOString() }),
        note('old', { firedAt: new Date(NOW - FRESH_FOR_MS - 1).toISOString() }),
      ],
    });
    expect(freshNotifications(holding(held), changes, NOW)).toEqual([]);
  });

  it('says nothing of a full snapshot or before the workspace has loaded', () => {
    const changes = makeChanges({ full: true, notifications: [note('a')] });
    expect(freshNotifications(holding(), changes, NOW)).toEqual([]);
    expect(freshNotifications(undefined, makeChanges({ notifications: [note('a')] }), NOW)).toEqual([]);
  });
});
