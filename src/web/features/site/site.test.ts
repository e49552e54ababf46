import { describe, expect, it } from 'vitest';
import { absoluteUrl, publicMeta } from './site.ts';

describe('publicMeta', () => {
  const tags = publicMeta({
    lng: 'es',
    basePath: '/privacy',
    title: 'Privacidad',
    description: 'Qué guardamos',
  });

  it('points the canonical URL at the page in its own language', () => {
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://quadrant.app/es/privacy',
    });
  });

  it('lists all seven languages and x-default as alternates', () => {
    const alternates = tags.filter((t) => 'rel' in t && t.rel === 'alternate');
    expect(alternates.map((t) => ('hrefLang' in t ? t.hrefLang : null))).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'ja',
      'it',
      'pt',
      'x-default',
    ]);
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://quadrant.app/privacy',
    });
  });

  it('carries Open Graph tags and no robots tag unless asked', () => {
    expect(tags).toContainEqual({ property: 'og:locale', content: 'es_ES' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Privacidad' });
    expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false);
    expect(
      publicMeta({ lng: 'en', basePath: '/x', title: 'x', description: 'x', noindex: true }),
    ).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('writes the home page without a trailing slash except in English', () => {
    expect(absoluteUrl('/', 'en')).toBe('https://quadrant.app');
    expect(absoluteUrl('/', 'ja')).toBe('https://quadrant.app/ja');
  });
});
