import { registerNamespace } from '../../lib/i18n.ts';
import enLanding from '../../locales/en/landing.json' with { type: 'json' };
import { SITE_NAMESPACES, usePublicTranslation } from '../site/site-i18n.ts';

registerNamespace('landing', enLanding);

/** Everything the landing page renders, for its route loaders. */
export const LANDING_NAMESPACES = [...SITE_NAMESPACES, 'landing'] as const;

/** `t` for the landing namespace in the page's language. */
export function useLandingTranslation() {
  return usePublicTranslation('landing');
}
