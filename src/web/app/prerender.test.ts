// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { TEMPLATE_SLUGS } from '../features/templates/content/index.ts';
import { PRERENDERED_PATHS } from './prerender.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('prerendered paths', () => {
  it('cover every public page in every language, once, plus /auth/register (the landing page)', () => {
    const perLanguage = 8 + TEMPLATE_SLUGS.length;
    expect(PRERENDERED_PATHS).toHaveLength(LANGUAGES.length * perLanguage + 1);
    expect(PRERENDERED_PATHS).toContain('/auth/register');
    expect(new Set(PRERENDERED_PATHS).size).toBe(PRERENDERED_PATHS.length);
    for (const p of [
      '/',
      '/landing',
      '/privacy',
      '/eula',
      '/about',
      '/contact',
      '/templates',
      '/templates/nurses',
      '/account-deleted',
      '/es',
      '/ja/templates/teachers',
      '/pt/account-deleted',
    ]) {
      expect(PRERENDERED_PATHS).toContain(p);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = sitemapXml('2026-11-21');

  it('list the indexable pages in all languages with hreflang alternates', () => {
    expect(xml).toContain('<loc>https://quadrant.app/es/privacy</loc>');
    expect(xml).toContain('<loc>https://quadrant.app/templates/nurses</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://quadrant.app/privacy"');
    expect(xml.match(/<url>/g)).toHaveLength(LANGUAGES.length * (6 + TEMPLATE_SLUGS.length));
  });

  it('leave out the duplicate /landing and the account-deleted confirmation', () => {
    expect(xml).not.toContain('/landing<');
    expect(xml).not.toContain('account-deleted');
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the app', () => {
    expect(robotsTxt()).toContain('Sitemap: https://quadrant.app/sitemap.xml');
    expect(robotsTxt()).toContain('Disallow: /app/');
  });
});
