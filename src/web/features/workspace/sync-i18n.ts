/** The `sync` namespace: the header's sync status and what a refused replay says. */
import { registerNamespace } from '../../lib/i18n.ts';
import enSync from '../../locales/en/sync.json' with { type: 'json' };

export const SYNC_NS = 'sync';
registerNamespace(SYNC_NS, enSync);
