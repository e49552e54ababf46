/** The task sheet's strings: English bundled here, the other languages loaded on demand. */
import { registerNamespace } from '../../lib/i18n.ts';
import en from '../../locales/en/task.json' with { type: 'json' };

export const TASK_NS = 'task';
registerNamespace(TASK_NS, en);
