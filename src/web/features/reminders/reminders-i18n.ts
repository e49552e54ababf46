/** The `reminders` namespace: the reminders field, the notification centre and its settings. */
import { registerNamespace } from '../../lib/i18n.ts';
import en from '../../locales/en/reminders.json' with { type: 'json' };

export const REMINDERS_NS = 'reminders';
registerNamespace(REMINDERS_NS, en);
