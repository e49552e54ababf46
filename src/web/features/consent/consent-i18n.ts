import { registerNamespace } from '../../lib/i18n.ts';
import enConsent from '../../locales/en/consent.json' with { type: 'json' };

registerNamespace('consent', enConsent);
