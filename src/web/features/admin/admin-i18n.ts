/** The `admin` namespace: the operator's console under /app/admin (spec §2 "Admin pages"). */
import { registerNamespace } from '../../lib/i18n.ts';
import enAdmin from '../../locales/en/admin.json' with { type: 'json' };

export const ADMIN_NS = 'admin';
registerNamespace(ADMIN_NS, enAdmin);
