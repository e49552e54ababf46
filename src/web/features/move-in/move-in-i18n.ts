/** The `move-in` namespace: the import from another app (/app/import). */
import { registerNamespace } from '../../lib/i18n.ts';
import enMoveIn from '../../locales/en/move-in.json' with { type: 'json' };

export const MOVE_IN_NS = 'move-in';
registerNamespace(MOVE_IN_NS, enMoveIn);
