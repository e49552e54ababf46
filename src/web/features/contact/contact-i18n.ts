import { registerNamespace } from '../../lib/i18n.ts';
import enContact from '../../locales/en/contact.json' with { type: 'json' };

registerNamespace('contact', enContact);

export const CONTACT_NAMESPACE = 'contact';
