// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getChanges } from '../../src/shared/contracts/sync.ts';
import { accessToken } from '../../src/web/features/auth/testing/identity-provider.ts';
import {
  CACHE_MAX_AGE_MS,
  hasFreshPersistedCopy,
  markPersisted,
} from '../../src/web/features/workspace/cache-marker.ts';
import { EARLY_PULL_GLOBAL } from '../../src/web/features/workspace/early-pull-global.ts';
import { makeChanges } from '../../src/web/features/workspace/testing/fixtures.ts';
import { api, readApiResponse } from '../../src/web/lib/api.ts';
import { boardModules, EARLY_PULL_URL, earlyPullScript, insertEarlyPull } from './early-pull-script.ts';

const MODULES = ['/assets/board-view-1.js', '/assets/guard-2.js'];

/** Run the script as the page would: a classic script in this document. */
function runScript(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script is the unit under test
  (new Function(earlyPullScript(MODULES)) as () => void)();
}

/** A signed-in session as session-store.ts persists it: `secondsLeft` of a `lifetime` left. */
function storeSession(opts: {
  secondsLeft: number;
  lifetime?: number;
  sub?: string;
  userId?: string;
}): string {
  const now = Date.now();
  const lifetime = opts.lifetime ?? 3600;
  const receivedAt = now - (lifetime - opts.secondsLeft) * 1000;
  const token = accessToken(opts.sub ?? 'user-1', lifetime, receivedAt);
  const id = opts.userId ?? 'user-1';
  const state = {
    isAuthenticated: true,
    user: { id, email: `${id}@example.com`, name: 'Ada', firstName: 'Ada', lastName: '' },
    tokens: {
      accessToken: token,
      refreshToken: 'refresh-1',
      idToken: 'id-token',
      expiresAt: now + opts.secondsLeft * 1000,
      receivedAt,
    },
  };
  window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 1 }));
  return token;
}

function preloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ) as string[];
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
  delete window[EARLY_PULL_GLOBAL];
  window.history.replaceState(null, '', '/app/board/pool/matrix');
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the SPA page’s early pull', () => {
  it('on a board URL with a usable session, asks for the workspace with the token and preloads the board', () => {
    const token = storeSession({ secondsLeft: 3000 });
    runScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(EARLY_PULL_URL, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    expect(window[EARLY_PULL_GLOBAL]).toBeInstanceOf(Promise);
    expect(preloads()).toEqual(MODULES);
  });

  it('downloads nothing but still preloads the board when this browser holds a fresh copy', () => {
    storeSession({ secondsLeft: 3000 });
    markPersisted('user-1', Date.now() - 60_000);
    runScript();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window[EARLY_PULL_GLOBAL]).toBeUndefined();
    expect(preloads()).toEqual(MODULES);
    // The same rule as the app's own check.
    expect(hasFreshPersistedCopy('user-1')).toBe(true);
  });

  it('downloads as usual when the copy is another person’s or older than a day', () => {
    storeSession({ secondsLeft: 3000 });
    markPersisted('someone-else');
    runScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockClear();
    markPersisted('user-1', Date.now() - CACHE_MAX_AGE_MS - 1);
    runScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasFreshPersistedCopy('user-1')).toBe(false);
  });

  it('asks for exactly what the app itself would ask for', async () => {
    await api(getChanges, { query: { since: 0 } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(EARLY_PULL_URL);
  });

  it('does nothing off the board (the sign-in page, the support page)', () => {
    storeSession({ secondsLeft: 3000 });
    for (const path of ['/auth/login', '/app/support', '/app', '/callback']) {
      window.history.replaceState(null, '', path);
      runScript();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('leaves a token that is due for refresh to the app, which refreshes it first', () => {
    // Under 300 s left and received more than 60 s ago (ADR 0054: the app refreshes it first).
    storeSession({ secondsLeft: 299 });
    runScript();
    storeSession({ secondsLeft: 200, lifetime: 300 });
    runScript();
    storeSession({ secondsLeft: -10 });
    runScript();
    expect(fetchMock).not.toHaveBeenCalled();
    // Just outside the margin it is used, and so is one received within the 60 s minimum gap.
    storeSession({ secondsLeft: 301 });
    runScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    storeSession({ secondsLeft: 250, lifetime: 300 });
    runScript();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the token belongs to someone other than the stored user', () => {
    storeSession({ secondsLeft: 3000, sub: 'user-2', userId: 'user-1' });
    runScript();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing, and never throws, when signed out or when storage holds anything else', () => {
    const stored = [
      null,
      'not json',
      '{"state":{"isAuthenticated":false,"user":null,"tokens":null},"version":1}',
      '{"state":{"isAuthenticated":true,"user":{"id":"user-1"},"tokens":{"accessToken":"x.y"}},"version":1}',
      '{"state":{"isAuthenticated":true,"user":{"id":"user-1"},"tokens":{"accessToken":42}},"version":1}',
      '{"version":2,"state":{}}',
    ];
    for (const value of stored) {
      window.localStorage.clear();
      if (value !== null) window.localStorage.setItem('auth-storage', value);
      expect(runScript).not.toThrow();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the body as it arrives and hands the app a response it reads like any other', async () => {
    const changes = makeChanges({ version: 3, full: true });
    const sent = new Response(JSON.stringify(changes), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    fetchMock.mockImplementation(() => Promise.resolve(sent));
    storeSession({ secondsLeft: 3000 });
    runScript();
    const held = window[EARLY_PULL_GLOBAL];
    if (!held) throw new Error('no early pull');
    // Read before anyone asked for it: the connection is free while the app loads.
    await held;
    expect(sent.bodyUsed).toBe(true);
    await expect(readApiResponse(getChanges, held)).resolves.toEqual(changes);
  });

  it('hands an error answer over with its status, as the app reports it', async () => {
    const body = { error: { code: 'UNAUTHENTICATED', message: 'Sign in again.' } };
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body), { status: 401 })));
    storeSession({ secondsLeft: 3000 });
    runScript();
    const held = window[EARLY_PULL_GLOBAL];
    if (!held) throw new Error('no early pull');
    await expect(readApiResponse(getChanges, held)).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('keeps a failed request from becoming an unhandled rejection; whoever takes it sees the failure', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    storeSession({ secondsLeft: 3000 });
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    runScript();
    await expect(window[EARLY_PULL_GLOBAL]).rejects.toThrow('Failed to fetch');
    await new Promise((r) => setTimeout(r, 0));
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('insertEarlyPull', () => {
  const SPA =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head><body></body></html>';

  it('puts the script first in <head>, ahead of the stylesheet that would hold it back', () => {
    const out = insertEarlyPull(SPA, MODULES);
    expect(out.indexOf('<script>')).toBeGreaterThan(out.indexOf('<meta charSet="utf-8"/>'));
    expect(out.indexOf('<script>')).toBeLessThan(out.indexOf('<link rel="stylesheet"'));
    expect(out).toContain(earlyPullScript(MODULES));
    expect(insertEarlyPull(out, MODULES)).toBe(out);
  });

  it('fails the build when the document does not start as expected', () => {
    expect(() => insertEarlyPull('<html><head></head></html>', MODULES)).toThrow(/early-pull/);
  });
});

describe('boardModules', () => {
  const manifest = `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: '/assets/entry.js', imports: [] },
    routes: {
      root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react-dom.js'] },
      'routes/app/guard': {
        id: 'routes/app/guard',
        parentId: 'root',
        module: '/assets/guard.js',
        imports: ['/assets/session.js', '/assets/react-dom.js'],
      },
      'routes/app/shell': {
        id: 'routes/app/shell',
        parentId: 'routes/app/guard',
        module: '/assets/shell.js',
        imports: ['/assets/session.js', '/assets/menu.js'],
      },
      'routes/app/board-view': {
        id: 'routes/app/board-view',
        parentId: 'routes/app/shell',
        module: '/assets/board-view.js',
        clientLoaderModule: '/assets/board-view-loader.js',
        imports: ['/assets/board.js'],
      },
      'routes/public/landing': {
        id: 'routes/public/landing',
        parentId: 'root',
        module: '/assets/landing.js',
      },
    },
    url: '/assets/manifest-1.js',
    version: '1',
  })};`;

  it('lists the board route and its parents with everything they import, once, minus what is loaded already', () => {
    const modules = boardModules(manifest, new Set(['/assets/root.js', '/assets/react-dom.js']));
    expect(new Set(modules)).toEqual(
      new Set([
        '/assets/board-view.js',
        '/assets/board-view-loader.js',
        '/assets/board.js',
        '/assets/shell.js',
        '/assets/menu.js',
        '/assets/session.js',
        '/assets/guard.js',
      ]),
    );
    expect(modules).toHaveLength(new Set(modules).size);
  });

  it('fails the build when the board route is not in the manifest', () => {
    const withoutBoard = manifest.replace('"routes/app/board-view":', '"routes/app/elsewhere":');
    expect(() => boardModules(withoutBoard, new Set())).toThrow(/routes\/app\/board-view/);
  });
});
