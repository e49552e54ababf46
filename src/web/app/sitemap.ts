/**
 * sitemap.xml and robots.txt, written into the client build by react-router.config.ts's buildEnd.
 * Generated from PUBLIC_BASE_PATHS (the prerender list) and SITE_ORIGIN, so the sitemap lists
 * exactly the pages that exist as static HTML, each with its language alternates.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES } from '../../shared/languages.ts';
import { absoluteUrl, SITE_ORIGIN } from '../features/site/site.ts';
import { PUBLIC_BASE_PATHS, UNLISTED_BASE_PATHS } from './prerender.ts';

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sitemapXml(lastModified: string): string {
  const listed = PUBLIC_BASE_PATHS.filter((p) => !UNLISTED_BASE_PATHS.has(p));
  const urls = listed.flatMap((basePath) =>
    LANGUAGES.map((lng) => {
      const alternates = [
        ...LANGUAGES.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(absoluteUrl(basePath, alt))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(basePath, 'en'))}"/>`,
      ];
      return [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(basePath, lng))}</loc>`,
        `    <lastmod>${lastModified}</lastmod>`,
        ...alternates,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app/',
    'Disallow: /auth/',
    'Disallow: /api/',
    'Disallow: /callback',
    '',
    `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Write both files into the built client folder. */
export async function writeSeoFiles(clientDir: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await fs.writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(day), 'utf8');
  await fs.writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(), 'utf8');
}
