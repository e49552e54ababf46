/**
 * Who may frame what (framing.ts, ADR 0050): the Teams tab's documents accept Microsoft's hosts as
 * frame ancestors, and no other answer does, whatever the Fetch Metadata says: public pages, app
 * pages, the API, the identity provider's pages, static files, redirects and not-found answers all
 * keep `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`. The sign-in popup's pages keep
 * refusing frames but send no Cross-Origin-Opener-Policy, which would cut them off from Teams.
 * A test host page on our own origin cannot see a wrong header: this checks the header itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { TEAMS_FRAME_ANCESTORS } from './framing.ts';

const PAGE = '<!doctype html><html><head><script>window.__boot = 1;</script></head><body></body></html>';

function writeBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'privacy'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dir, 'privacy', 'index.html'), PAGE);
  fs.writeFileSync(path.join(dir, '__spa-fallback.html'), PAGE);
  fs.copyFileSync(path.resolve('public', 'teams.html'), path.join(dir, 'teams.html'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.copyFileSync(path.resolve('public', 'favicon.ico'), path.join(dir, 'favicon.ico'));
  fs.copyFileSync(path.resolve('public', 'manifest.webmanifest'), path.join(dir, 'manifest.webmanifest'));
  fs.writeFileSync(path.join(dir, 'sw.js'), `importScripts('/sw-push.js');`);
}

/** How a browser asks: as a page, as a frame of another site, as a frame of our own page. */
const FETCH_METADATA: Record<string, Record<string, string>> = {
  plain: {},
  'top-level': { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
  'cross-site frame': {
    'sec-fetch-dest': 'iframe',
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
  },
  'same-origin frame': {
    'sec-fetch-dest': 'iframe',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
  },
};

/** Answers the tab may show framed by Microsoft's hosts, however the browser asks for them. */
const TEAMS_ENTRIES = [
  '/teams.html',
  '/teams.html?locale=fr',
  '/teams',
  '/teams/personal-tab',
  '/teams/personal-tab-v2',
  '/app?isTeams=true',
  '/app/board?isTeams=true',
  '/app/subscription?isTeams=true',
  '/auth/login?isTeams=true',
];

/** App-shell pages: the tab's only when loaded into the tab's own frame (or flagged, above). */
const APP_PAGES = [
  '/app',
  '/app/board',
  '/app/board/pool/matrix',
  '/app/subscription',
  '/auth/login',
  '/callback',
];

/** Never the tab's: public pages, the API, identity pages, static files, redirects, not found. */
const NEVER_FRAMED_BY_OTHERS = [
  '/',
  '/?isTeams=true',
  '/privacy',
  '/privacy?isTeams=true',
  '/no-such-page',
  '/terms',
  '/board',
  '/api/tasks',
  '/api/tasks?isTeams=true',
  '/api/client-config',
  '/api/no-such-thing',
  '/realms/quadrant/.well-known/openid-configuration',
  '/realms/quadrant/no-such-page',
  '/favicon.ico',
  '/assets/app-abc123.js',
  '/manifest.webmanifest',
  '/sw.js',
  '/teams.htm',
  '/teamsx',
  '/auth/teams-start',
  '/auth/teams-start?isTeams=true',
  '/auth/teams-callback?code=x&state=y',
];

function directive(headers: Record<string, unknown>, name: string): string[] {
  const csp = String(headers['content-security-policy']);
  const found = csp.split(/;\s*/).find((d) => d.startsWith(`${name} `));
  return found?.split(' ').slice(1) ?? [];
}

const frameAncestors = (headers: Record<string, unknown>) => directive(headers, 'frame-ancestors');
/** Whether the page may fetch the Teams SDK's list of Microsoft's host origins. */
const reachesSdkList = (headers: Record<string, unknown>) =>
  directive(headers, 'connect-src').includes('https://res.cdn.office.net');

describe('framing', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-framing-'));
    writeBuild(webDir);
    t = await createTestApp({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it("lets Microsoft's hosts frame the Teams tab's documents, with no X-Frame-Options", async () => {
    for (const url of TEAMS_ENTRIES)
      for (const [kind, headers] of Object.entries(FETCH_METADATA)) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBeLessThan(400);
        expect(frameAncestors(res.headers), `${url} (${kind})`).toEqual(["'self'", ...TEAMS_FRAME_ANCESTORS]);
        expect(res.headers['x-frame-options'], `${url} (${kind})`).toBeUndefined();
        // The rest of the policy is the page's own (its inline scripts' hashes included), and
        // the Teams SDK may fetch its origin list.
        expect(res.headers['content-security-policy']).toContain("object-src 'none'");
        expect(reachesSdkList(res.headers), url).toBe(true);
      }
  });

  it('lets the tab load app pages into its own frame, and nobody else frame them', async () => {
    for (const url of APP_PAGES)
      for (const [kind, headers] of Object.entries(FETCH_METADATA)) {
        const res = await get(url, headers);
        const own = kind === 'same-origin frame';
        expect(frameAncestors(res.headers), `${url} (${kind})`).toEqual(
          own ? ["'self'", ...TEAMS_FRAME_ANCESTORS] : ["'self'"],
        );
        expect(res.headers['x-frame-options'], `${url} (${kind})`).toBe(own ? undefined : 'SAMEORIGIN');
        expect(reachesSdkList(res.headers), `${url} (${kind})`).toBe(own);
        // The answer depends on how it was asked for: shared caches must keep the two apart.
        expect(String(res.headers.vary)).toContain('sec-fetch-dest, sec-fetch-site');
      }
  });

  it('keeps every other answer unframable by other sites, however it is asked for', async () => {
    for (const url of NEVER_FRAMED_BY_OTHERS)
      for (const [kind, headers] of Object.entries(FETCH_METADATA)) {
        const res = await get(url, headers);
        expect(frameAncestors(res.headers), `${url} (${kind})`).toEqual(["'self'"]);
        expect(res.headers['x-frame-options'], `${url} (${kind})`).toBe('SAMEORIGIN');
        expect(reachesSdkList(res.headers), url).toBe(url.startsWith('/auth/teams-'));
      }
  });

  it("sends the sign-in popup's pages without an opener policy, every other page with one", async () => {
    for (const url of ['/auth/teams-start?state=s', '/auth/teams-callback?code=c&state=s']) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    for (const url of ['/teams.html', '/app?isTeams=true', '/auth/login', '/callback', '/', '/api/tasks'])
      expect((await get(url, {})).headers['cross-origin-opener-policy'], url).toBe('same-origin');
  });
});
