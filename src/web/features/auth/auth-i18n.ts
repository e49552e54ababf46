/** The `auth` namespace: sign-in, callback, sign-out and guard texts. */
import { registerNamespace } from '../../lib/i18n.ts';
import enAuth from '../../locales/en/auth.json' with { type: 'json' };

export const AUTH_NS = 'auth';
registerNamespace(AUTH_NS, enAuth);
