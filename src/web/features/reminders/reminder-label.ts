/** How a reminder reads ("15 minutes before", "At the due time", "Tue 3 Mar, 14:00"). */
import type { TFunction } from 'i18next';
import type { Reminder } from '../../../shared/contracts/reminders.ts';

export function offsetLabel(t: TFunction, minutes: number): string {
  if (minutes === 0) return t('reminders:field.atDue');
  if (minutes % (24 * 60) === 0) return t('reminders:field.daysBefore', { count: minutes / (24 * 60) });
  if (minutes % 60 === 0) return t('reminders:field.hoursBefore', { count: minutes / 60 });
  return t('reminders:field.minutesBefore', { count: minutes });
}

export function momentLabel(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function reminderLabel(t: TFunction, language: string, reminder: Reminder): string {
  return reminder.at === null
    ? offsetLabel(t, reminder.offsetMinutes ?? 0)
    : momentLabel(language, reminder.at);
}
