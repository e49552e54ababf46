/**
 * The iPhone calendar sync: the plan (what changes, by the ICS feed's rules) and its execution on
 * the calendar plugin (replaced here): Quadrant's own calendar, only its own events touched, a
 * refusal writes nothing, a deleted calendar is made again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFor, planCalendarSync, shownBy, type DatedTask } from './device-calendar-plan.ts';

const native = vi.hoisted(() => {
  const prefs = new Map<string, string>();
  let next = 0;
  return {
    prefs,
    calendars: [] as { id: string }[],
    access: 'granted',
    created: [] as { title: string; calendarId?: string }[],
    modified: [] as { id: string; title?: string }[],
    deleted: [] as string[],
    nextId: () => `id-${++next}`,
  };
});
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: ({ key }: { key: string }) => Promise.resolve({ value: native.prefs.get(key) ?? null }),
    set: ({ key, value }: { key: string; value: string }) =>
      Promise.resolve(void native.prefs.set(key, value)),
  },
}));
vi.mock('@ebarooni/capacitor-calendar', () => ({
  CapacitorCalendar: {
    requestFullCalendarAccess: () => Promise.resolve({ result: native.access }),
    listCalendars: () => Promise.resolve({ result: native.calendars }),
    createCalendar: () => {
      const id = native.nextId();
      native.calendars.push({ id });
      return Promise.resolve({ id });
    },
    createEvent: (e: { title: string; calendarId?: string }) => {
      native.created.push(e);
      return Promise.resolve({ id: native.nextId() });
    },
    modifyEvent: (e: { id: string; title?: string }) => Promise.resolve(void native.modified.push(e)),
    deleteEvent: ({ id }: { id: string }) => Promise.resolve(void native.deleted.push(id)),
  },
}));

const task = (over: Partial<DatedTask> = {}): DatedTask => ({
  id: 't1',
  title: 'Dentist',
  dueDate: '2030-03-04',
  dueTime: '09:30',
  completed: false,
  ...over,
});

describe('the plan', () => {
  it('makes 30-minute events at the local time, all-day ones without a time, ✓ when completed', () => {
    expect(eventFor(task())).toEqual({
      title: 'Dentist',
      startDate: new Date(2030, 2, 4, 9, 30).getTime(),
      endDate: new Date(2030, 2, 4, 10, 0).getTime(),
      isAllDay: false,
    });
    expect(eventFor(task({ dueTime: null, completed: true }))).toEqual({
      title: '✓ Dentist',
      startDate: new Date(2030, 2, 4).getTime(),
      endDate: new Date(2030, 2, 5).getTime(),
      isAllDay: true,
    });
  });

  it('creates, rewrites only what changed, and removes the events of tasks no longer dated', () => {
    const same = task({ id: 'same' });
    const moved = task({ id: 'moved', dueTime: '11:00' });
    const plan = planCalendarSync([same, moved, task({ id: 'new' })], {
      same: { eventId: 'e1', shown: shownBy(eventFor(same)) },
      moved: { eventId: 'e2', shown: shownBy(eventFor(task({ id: 'moved' }))) },
      undated: { eventId: 'e3', shown: 'x' },
    });
    expect(plan.create.map((c) => c.taskId)).toEqual(['new']);
    expect(plan.modify).toEqual([{ taskId: 'moved', eventId: 'e2', event: eventFor(moved) }]);
    expect(plan.remove).toEqual([{ taskId: 'undated', eventId: 'e3' }]);
  });
});

describe('syncing on the iPhone', () => {
  beforeEach(() => {
    vi.resetModules();
    native.prefs.clear();
    native.calendars.length = 0;
    native.created.length = 0;
    native.modified.length = 0;
    native.deleted.length = 0;
    native.access = 'granted';
  });

  it('writes into its own calendar, then only the changes', async () => {
    const { syncDeviceCalendar } = await import('./device-calendar.ts');
    expect(await syncDeviceCalendar([task(), task({ id: 't2' })], 1000)).toEqual({
      kind: 'synced',
      at: 1000,
      changed: 2,
    });
    const calendarId = native.calendars[0]?.id;
    expect(native.created.map((e) => e.calendarId)).toEqual([calendarId, calendarId]);

    expect(await syncDeviceCalendar([task({ completed: true })], 2000)).toMatchObject({ changed: 2 });
    expect(native.modified.map((e) => e.title)).toEqual(['✓ Dentist']);
    expect(native.deleted).toHaveLength(1);
    expect(native.created).toHaveLength(2);
    expect(native.calendars).toHaveLength(1);
  });

  it('writes nothing without access, and makes its calendar again if it was deleted', async () => {
    const { syncDeviceCalendar } = await import('./device-calendar.ts');
    native.access = 'denied';
    expect(await syncDeviceCalendar([task()])).toEqual({ kind: 'denied' });
    expect(native.created).toHaveLength(0);

    native.access = 'granted';
    await syncDeviceCalendar([task()]);
    native.calendars.length = 0; // The person deleted the "Quadrant" calendar.
    await syncDeviceCalendar([task()]);
    expect(native.calendars).toHaveLength(1);
    expect(native.created).toHaveLength(2);
  });
});
