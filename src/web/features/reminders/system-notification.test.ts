/**
 * The system notification of a reminder that fires while the page is hidden: only with permission
 * and only while hidden; never a second one beside Web Push's (the same tag); closed once the
 * reminder is dealt with in the page.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../../shared/contracts/notifications.ts';
import {
  closeSystemNotification,
  showSystemNotification,
  type NotificationHost,
} from './system-notification.ts';

const fired: AppNotification = {
  id: '01JNOTIFICATION00000000001',
  taskId: '01JTASK0000000000000000001',
  reminderId: '01JREMINDER000000000000001',
  title: 'Water the plants',
  firedAt: '2026-06-01T12:00:00.000Z',
  readAt: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  version: 4,
};

interface Shown {
  title: string;
  options: NotificationOptions;
  close: () => void;
}

function fakeHost(state: {
  permission?: NotificationPermission;
  hidden?: boolean;
  worker?: boolean;
  shown?: Shown[];
}) {
  const shown = state.shown ?? [];
  const registration = {
    getNotifications: vi.fn(({ tag }: { tag: string }) =>
      Promise.resolve(shown.filter((s) => s.options.tag === tag)),
    ),
    showNotification: vi.fn((title: string, options: NotificationOptions) => {
      const entry: Shown = {
        title,
        options,
        close: () => shown.splice(shown.indexOf(entry), 1),
      };
      shown.push(entry);
      return Promise.resolve();
    }),
  };
  const host: NotificationHost = {
    permission: () => state.permission ?? 'granted',
    hidden: () => state.hidden ?? true,
    registration: () =>
      // Only the two members these functions use: a whole registration is not constructible here.
      Promise.resolve(
        (state.worker ?? true) ? (registration as unknown as ServiceWorkerRegistration) : undefined,
      ),
    show: vi.fn(),
  };
  return { host, shown, registration };
}

describe('showSystemNotification', () => {
  it('shows the task with the reminder’s tag and the task to open, when allowed and hidden', async () => {
    const { host, shown } = fakeHost({});
    await expect(showSystemNotification(fired, 'Reminder from Quadrant', host)).resolves.toBe('shown');
    expect(shown.map((s) => ({ title: s.title, ...s.options }))).toEqual([
      expect.objectContaining({
        title: 'Water the plants',
        tag: `reminder:${fired.reminderId}`,
        body: 'Reminder from Quadrant',
        data: { url: `/app/task/${fired.taskId}`, snoozeToken: null },
      }),
    ]);
  });

  it('adds nothing while the page is in sight or without permission', async () => {
    for (const state of [
      { hidden: false },
      { permission: 'default' as const },
      { permission: 'denied' as const },
    ]) {
      const { host, shown } = fakeHost(state);
      await expect(showSystemNotification(fired, 'Reminder', host)).resolves.toBe('not-now');
      expect(shown).toEqual([]);
    }
  });

  it('leaves Web Push’s notification of the same reminder alone: one per reminder', async () => {
    const push: Shown = {
      title: 'Water the plants',
      options: { tag: `reminder:${fired.reminderId}`, body: 'Due 12:00' },
      close: () => undefined,
    };
    const { host, shown, registration } = fakeHost({ shown: [push] });
    await expect(showSystemNotification(fired, 'Reminder', host)).resolves.toBe('already-shown');
    expect(registration.showNotification).not.toHaveBeenCalled();
    expect(shown).toEqual([push]);
  });

  it('uses the page’s own notification where there is no service worker', async () => {
    const { host } = fakeHost({ worker: false });
    await expect(showSystemNotification(fired, 'Reminder', host)).resolves.toBe('shown');
    expect(host.show).toHaveBeenCalledWith(
      'Water the plants',
      expect.objectContaining({ tag: `reminder:${fired.reminderId}` }),
    );
  });
});

describe('closeSystemNotification', () => {
  it('closes the reminder’s notification, and only that one', async () => {
    const { host, shown } = fakeHost({});
    await showSystemNotification(fired, 'Reminder', host);
    await showSystemNotification({ ...fired, reminderId: '01JREMINDER000000000000002' }, 'Reminder', host);
    await closeSystemNotification(fired, host);
    expect(shown.map((s) => s.options.tag)).toEqual(['reminder:01JREMINDER000000000000002']);
  });
});
