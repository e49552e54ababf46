/** The `admin` namespace: the operator's console under /app/admin (spec §2 "Admin pages"). */
import type { Language } from '../../../shared/languages.ts';
import { registerNamespace } from '../../lib/i18n.ts';
import enAdmin from '../../locales/en/admin.json' with { type: 'json' };

export const ADMIN_NS = 'admin';

// Its own loaders, so that the other languages' table is in the console's code, not in every
// page's first load (lib/i18n.ts leaves admin.json out of its own).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/admin.json');
registerNamespace(ADMIN_NS, enAdmin, (lng: Language) => bundles[`../../locales/${lng}/admin.json`]?.());
