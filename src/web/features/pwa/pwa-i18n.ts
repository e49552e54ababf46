/** The PWA's strings (the update prompt), English bundled, other languages on demand. */
import { registerNamespace } from '../../lib/i18n.ts';
import enPwa from '../../locales/en/pwa.json' with { type: 'json' };

export const PWA_NS = 'pwa';
registerNamespace(PWA_NS, enPwa);
