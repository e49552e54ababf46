/** The `calendar` namespace: the calendar feed settings page. */
import { registerNamespace } from '../../lib/i18n.ts';
import enCalendar from '../../locales/en/calendar.json' with { type: 'json' };

export const CALENDAR_NS = 'calendar';
registerNamespace(CALENDAR_NS, enCalendar);
