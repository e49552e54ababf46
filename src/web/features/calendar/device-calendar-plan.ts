/**
 * What syncing dated tasks to the iPhone's own calendar must change (spec §1 "calendar sync (iOS
 * only)"), as a plan; device-calendar.ts carries it out through the calendar plugin. Rules, the
 * ICS feed's (calendar feature): a task with a due date is one event in Quadrant's own calendar;
 * with a time, 30 minutes from it; without one, all day; completed tasks keep their event, titled
 * with ✓. An event is written again only when what it shows changed; a task no longer dated (or
 * gone) has its event deleted. Only events Quadrant made (its own map) are ever touched.
 */
export interface DatedTask {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** HH:MM, or null for an all-day event. */
  dueTime: string | null;
  completed: boolean;
}

export interface DeviceEvent {
  title: string;
  /** Epoch ms, in the phone's time zone (the calendar shows the time the person chose). */
  startDate: number;
  endDate: number;
  isAllDay: boolean;
}

/** Quadrant's events in the device calendar: task id → event id and what the event shows. */
export type EventMap = Record<string, { eventId: string; shown: string }>;

export interface SyncPlan {
  create: { taskId: string; event: DeviceEvent }[];
  modify: { taskId: string; eventId: string; event: DeviceEvent }[];
  remove: { taskId: string; eventId: string }[];
}

const EVENT_MINUTES = 30;

function localTime(date: string, time: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm).getTime();
}

export function eventFor(task: DatedTask): DeviceEvent {
  const title = task.completed ? `✓ ${task.title}` : task.title;
  if (task.dueTime === null) {
    const start = localTime(task.dueDate, '00:00');
    const next = new Date(start);
    next.setDate(next.getDate() + 1);
    return { title, startDate: start, endDate: next.getTime(), isAllDay: true };
  }
  const start = localTime(task.dueDate, task.dueTime);
  return { title, startDate: start, endDate: start + EVENT_MINUTES * 60_000, isAllDay: false };
}

/** A stable description of what an event shows: equal means nothing to write. */
export function shownBy(event: DeviceEvent): string {
  return JSON.stringify([event.title, event.startDate, event.endDate, event.isAllDay]);
}

export function planCalendarSync(tasks: readonly DatedTask[], map: EventMap): SyncPlan {
  const plan: SyncPlan = { create: [], modify: [], remove: [] };
  const dated = new Set<string>();
  for (const task of tasks) {
    dated.add(task.id);
    const event = eventFor(task);
    const known = map[task.id];
    if (!known) plan.create.push({ taskId: task.id, event });
    else if (known.shown !== shownBy(event))
      plan.modify.push({ taskId: task.id, eventId: known.eventId, event });
  }
  for (const [taskId, { eventId }] of Object.entries(map))
    if (!dated.has(taskId)) plan.remove.push({ taskId, eventId });
  return plan;
}
