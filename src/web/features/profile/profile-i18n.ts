/** The `profile` namespace: the account settings page (/app/profile). */
import { registerNamespace } from '../../lib/i18n.ts';
import enProfile from '../../locales/en/profile.json' with { type: 'json' };

export const PROFILE_NS = 'profile';
registerNamespace(PROFILE_NS, enProfile);
