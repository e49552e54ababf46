/**
 * The public paths written to static HTML at build time (the server serves them as files): every
 * public page in every language. The same list feeds sitemap.xml (see sitemap.ts), so what is
 * prerendered and what search engines are told about cannot drift apart.
 */
import { LANGUAGES } from '../../shared/languages.ts';
import { TEMPLATE_SLUGS } from '../features/templates/content/index.ts';
import { localizedPath } from '../lib/public-language.ts';

/** Public pages by their English path. `/landing` is the same page as `/` (not in the sitemap). */
export const PUBLIC_BASE_PATHS: string[] = [
  '/',
  '/landing',
  '/privacy',
  '/eula',
  '/about',
  '/contact',
  '/templates',
  ...TEMPLATE_SLUGS.map((slug) => `/templates/${slug}`),
  '/account-deleted',
];

/** Pages that exist but are not for search engines (duplicates, confirmations). */
export const UNLISTED_BASE_PATHS = new Set(['/landing', '/account-deleted']);

// `/auth/register` shows the landing page (spec §2) through the landing's route module, whose
// loader exists only at build time, so it is prerendered too (noindex, canonical `/`).
export const PRERENDERED_PATHS: string[] = [
  ...LANGUAGES.flatMap((lng) => PUBLIC_BASE_PATHS.map((p) => localizedPath(p, lng))),
  '/auth/register',
];
