/** Capture's strings: English bundled here, the other languages loaded on demand. */
import { registerNamespace } from '../../lib/i18n.ts';
import en from '../../locales/en/capture.json' with { type: 'json' };

export const CAPTURE_NS = 'capture';
registerNamespace(CAPTURE_NS, en);
