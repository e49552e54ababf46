/**
 * Reminder and notification writes, optimistic like checklist writes: a row operation applies at
 * once; reminders go through the outbox (they can wait for the network), notification marks are
 * sent at once (they only matter online), then the server's row is taken or exactly the
 * operation reverted. The server schedules (or cancels) the reminder's delivery in the same write.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  markAllNotificationsRead,
  markNotificationRead,
  snoozeNotification,
  type AppNotification,
  type Snooze,
} from '../../../shared/contracts/notifications.ts';
import type { Reminder } from '../../../shared/contracts/reminders.ts';
import { newId } from '../../../shared/ids.ts';
import { api } from '../../lib/api.ts';
import { optimisticCallbacks } from './optimistic-callbacks.ts';
import { submitWrite } from './outbox.ts';
import { readWorkspace } from './workspace-query.ts';
import { writeRequest } from './write-requests.ts';

export type NewReminder = { offsetMinutes: number } | { at: string };

export function useReminderMutations() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      addReminder: (taskId: string, input: NewReminder) => {
        const now = new Date().toISOString();
        const r: Reminder = {
          id: newId(),
          taskId,
          offsetMinutes: 'offsetMinutes' in input ? input.offsetMinutes : null,
          at: 'at' in input ? input.at : null,
          createdAt: now,
          updatedAt: now,
          version: 0,
        };
        const body = r.at === null ? { id: r.id, offsetMinutes: r.offsetMinutes ?? 0 } : { id: r.id, at: r.at };
        submitWrite(client, writeRequest('createReminder', { params: { taskId }, body }), {
          kind: 'putRow',
          entity: 'reminders',
          row: r,
        });
      },
      removeReminder: (r: Reminder) =>
        submitWrite(client, writeRequest('deleteReminder', { params: { reminderId: r.id } }), {
          kind: 'removeRow',
          entity: 'reminders',
          row: r,
        }),
    }),
    [client],
  );
}

export function useNotificationMutations() {
  const client = useQueryClient();
  const { begin, confirmRow, confirm, rollback } = optimisticCallbacks(client);

  function readPatch(id: string, read: boolean) {
    const n = readWorkspace(client)?.notifications.get(id);
    if (!n) return begin(undefined);
    const readAt = read ? (n.readAt ?? new Date().toISOString()) : null;
    return begin({
      kind: 'patchRow',
      entity: 'notifications',
      id,
      patch: { readAt },
      previous: { readAt: n.readAt },
    });
  }

  const mark = useMutation({
    mutationFn: (v: { id: string; read: boolean }) =>
      api(markNotificationRead, { params: { notificationId: v.id }, body: { read: v.read } }),
    onMutate: (v) => readPatch(v.id, v.read),
    onSuccess: confirmRow('notifications'),
    onError: rollback,
  });

  const markAll = useMutation({
    mutationFn: () => api(markAllNotificationsRead),
    onSuccess: confirm,
  });

  const snooze = useMutation({
    mutationFn: (v: { notification: AppNotification; snooze: Snooze }) =>
      api(snoozeNotification, { params: { notificationId: v.notification.id }, body: { snooze: v.snooze } }),
    onMutate: (v) => readPatch(v.notification.id, true),
    onSuccess: confirm,
    onError: rollback,
  });

  const { mutate: markMutate } = mark;
  const { mutate: markAllMutate } = markAll;
  const { mutateAsync: snoozeAsync } = snooze;
  return useMemo(
    () => ({
      markRead: (id: string, read = true) => markMutate({ id, read }),
      markAllRead: () => markAllMutate(),
      snooze: (notification: AppNotification, s: Snooze) => snoozeAsync({ notification, snooze: s }),
    }),
    [markMutate, markAllMutate, snoozeAsync],
  );
}
