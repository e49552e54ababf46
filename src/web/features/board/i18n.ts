/** The board's strings: English bundled here, the other languages loaded on demand. */
import { registerNamespace } from '../../lib/i18n.ts';
import en from '../../locales/en/board.json' with { type: 'json' };

export const BOARD_NS = 'board';
registerNamespace(BOARD_NS, en);
