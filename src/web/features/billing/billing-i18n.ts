/** The `billing` namespace: subscription, payment success, test-mode checkout and billing pages. */
import { registerNamespace } from '../../lib/i18n.ts';
import enBilling from '../../locales/en/billing.json' with { type: 'json' };

export const BILLING_NS = 'billing';
registerNamespace(BILLING_NS, enBilling);
