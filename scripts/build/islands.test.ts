// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootWithIslands, ISLANDS_PAGE_MARKER } from './islands.ts';

const BOOT = '/assets/landing-boot-1.js';

/** The shape React Router 7 writes for a prerendered landing page (trimmed from a real build). */
function page({ marker = true, tail = ROUTER_TAIL } = {}): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<script>(function () { /* theme */ })();</script>',
    '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    '<script type="application/ld+json">{"@type":"SoftwareApplication"}</script>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '</head><body class="min-h-screen">',
    `<div lang="en" class="flex"${marker ? ` ${ISLANDS_PAGE_MARKER}=""` : ''}>`,
    '<main id="main"><h1>Quadrant</h1><div data-island="demo-matrix" class="contents"><p>demo</p></div></main>',
    '</div><section aria-label="Notifications"></section>',
    tail,
    '</body></html>',
  ].join('');
}

const ROUTER_TAIL = [
  '<script>((storageKey2, restoreKey) => { /* scroll restoration */ })("rr", null)</script>',
  '<script>window.__reactRouterContext = {"basename":"/"};',
  'window.__reactRouterContext.stream = new ReadableStream({});</script>',
  '<script type="module" async="">/* paint-first */ import("/assets/entry.client-2.js");</script>',
  '<!--$?--><template id="B:0"></template><!--/$-->',
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[]");</script></div>',
  '<script>$RC("B:0","S:0")</script>',
  '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div>',
  '<script>$RC("B:1","S:1")</script>',
].join('');

describe('bootWithIslands', () => {
  const out = bootWithIslands(page(), BOOT);

  it("replaces React Router's scripts at the end of <body> with the landing bootstrap", () => {
    expect(out).not.toContain('__reactRouterContext');
    expect(out).not.toContain('entry.client');
    expect(out).not.toContain('$RC(');
    expect(out).not.toContain('<template id="B:0">');
    expect(out).toMatch(
      new RegExp(`<section aria-label="Notifications"></section><script type="module" src="${BOOT}"></script></body></html>$`),
    );
  });

  it('drops the module preloads and keeps every other part of the document', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<script>(function () { /* theme */ })();</script>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(out).toContain('<script type="application/ld+json">{"@type":"SoftwareApplication"}</script>');
    expect(out).toContain('<div data-island="demo-matrix" class="contents"><p>demo</p></div>');
  });

  it('leaves pages without the landing marker alone, and is idempotent', () => {
    const other = page({ marker: false });
    expect(bootWithIslands(other, BOOT)).toBe(other);
    expect(bootWithIslands(out, BOOT)).toBe(out);
  });

  it('fails loudly when markup sits among the scripts at the end of <body>', () => {
    const tail = ROUTER_TAIL.replace('<!--$?-->', '<p>streamed content</p><!--$?-->');
    expect(() => bootWithIslands(page({ tail }), BOOT, 'index.html')).toThrow(
      /index\.html: markup between the scripts/,
    );
  });

  it("fails loudly when React Router's route context is not where it was", () => {
    const tail = '<script>console.log("something else")</script>';
    expect(() => bootWithIslands(page({ tail }), BOOT)).toThrow(/no route context/);
  });
});
