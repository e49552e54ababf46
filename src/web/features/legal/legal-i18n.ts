import { registerNamespace } from '../../lib/i18n.ts';
import enLegal from '../../locales/en/legal.json' with { type: 'json' };

registerNamespace('legal', enLegal);

/** The namespace of the legal, about and account-deleted pages. */
export const LEGAL_NAMESPACE = 'legal';
