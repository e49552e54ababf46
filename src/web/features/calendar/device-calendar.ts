/**
 * Carries out a device-calendar sync plan (device-calendar-plan.ts) on the iPhone, through the
 * calendar plugin (@ebarooni/capacitor-calendar: EventKit). Rules:
 * - full calendar access is asked for once, with the Info.plist's reason; refused, nothing is
 *   written and the page says how to allow it in Settings;
 * - events go into a calendar of Quadrant's own ("Quadrant"), made on the first sync and made
 *   again (with every event) if the person deleted it;
 * - which events are Quadrant's, and what each shows, is kept in the phone's Preferences, so a
 *   sync writes only what changed and never touches the person's other events.
 */
import { CapacitorCalendar } from '@ebarooni/capacitor-calendar';
import { Preferences } from '@capacitor/preferences';
import { z } from 'zod';
import { planCalendarSync, shownBy, type DatedTask, type EventMap } from './device-calendar-plan.ts';

const STATE_KEY = 'device-calendar-sync';
const StateSchema = z.object({
  calendarId: z.string().min(1),
  events: z.record(z.string(), z.object({ eventId: z.string(), shown: z.string() })),
  syncedAt: z.number(),
});
type SyncState = z.infer<typeof StateSchema>;

export type SyncOutcome = { kind: 'synced'; at: number; changed: number } | { kind: 'denied' };

export async function readSyncState(): Promise<SyncState | null> {
  const { value } = await Preferences.get({ key: STATE_KEY });
  if (value === null) return null;
  try {
    const parsed = StateSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function ownCalendar(previous: SyncState | null): Promise<{ id: string; events: EventMap }> {
  if (previous) {
    const { result } = await CapacitorCalendar.listCalendars();
    if (result.some((c) => c.id === previous.calendarId))
      return { id: previous.calendarId, events: previous.events };
  }
  const { id } = await CapacitorCalendar.createCalendar({ title: 'Quadrant', color: '#4f46e5' });
  return { id, events: {} };
}

/** Sync these dated tasks into the device calendar now. */
export async function syncDeviceCalendar(
  tasks: readonly DatedTask[],
  now = Date.now(),
): Promise<SyncOutcome> {
  const { result: access } = await CapacitorCalendar.requestFullCalendarAccess();
  if (access !== 'granted') return { kind: 'denied' };
  const calendar = await ownCalendar(await readSyncState());
  const plan = planCalendarSync(tasks, calendar.events);
  const events: EventMap = { ...calendar.events };
  for (const { taskId, event } of plan.create) {
    const { id } = await CapacitorCalendar.createEvent({ ...event, calendarId: calendar.id });
    // No id (the event was not committed): the next sync creates it again rather than lose it.
    if (id !== null) events[taskId] = { eventId: id, shown: shownBy(event) };
  }
  for (const { taskId, eventId, event } of plan.modify) {
    await CapacitorCalendar.modifyEvent({ id: eventId, ...event, calendarId: calendar.id });
    events[taskId] = { eventId, shown: shownBy(event) };
  }
  for (const { taskId, eventId } of plan.remove) {
    await CapacitorCalendar.deleteEvent({ id: eventId }).catch(() => undefined);
    delete events[taskId];
  }
  const state: SyncState = { calendarId: calendar.id, events, syncedAt: now };
  await Preferences.set({ key: STATE_KEY, value: JSON.stringify(state) });
  return { kind: 'synced', at: now, changed: plan.create.length + plan.modify.length + plan.remove.length };
}
