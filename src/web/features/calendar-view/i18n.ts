/** The calendar view's strings: English bundled here, the other languages loaded on demand. */
import { registerNamespace } from '../../lib/i18n.ts';
import en from '../../locales/en/calendar-view.json' with { type: 'json' };

export const CALENDAR_NS = 'calendar-view';
registerNamespace(CALENDAR_NS, en);
