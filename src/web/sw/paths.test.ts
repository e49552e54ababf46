import { describe, expect, it } from 'vitest';
import {
  holdsNoUserData,
  isAppShellPath,
  isNetworkOnlyPath,
  isPublicPagePath,
  isTopLevelNavigation,
  PUBLIC_PAGES_CACHE,
} from './paths.ts';

describe('what the service worker answers', () => {
  it("answers a page's own navigations only: a frame (the Teams tab) goes to the server", () => {
    expect(isTopLevelNavigation({ mode: 'navigate', destination: 'document' })).toBe(true);
    expect(isTopLevelNavigation({ mode: 'navigate', destination: 'iframe' })).toBe(false);
    expect(isTopLevelNavigation({ mode: 'navigate', destination: 'frame' })).toBe(false);
    expect(isTopLevelNavigation({ mode: 'cors', destination: '' })).toBe(false);
  });

  it('answers app routes with the app shell', () => {
    for (const p of ['/app', '/app/', '/app/board/b1/matrix', '/app/task/t1'])
      expect(isAppShellPath(p), p).toBe(true);
    for (const p of ['/apple', '/application', '/']) expect(isAppShellPath(p), p).toBe(false);
  });

  it('never answers the API, the identity provider or the sign-in flow', () => {
    for (const p of [
      '/api/sync',
      '/api',
      '/realms/quadrant/protocol/openid-connect/auth',
      '/auth/login',
      '/callback',
      '/auth-callback',
      '/.well-known/openid-configuration',
      '/__spa-fallback.html',
    ]) {
      expect(isNetworkOnlyPath(p), p).toBe(true);
      expect(isPublicPagePath(p), p).toBe(false);
    }
  });

  it('treats every other path as a public page', () => {
    for (const p of ['/', '/about', '/es/', '/fr/templates/teachers', '/apps'])
      expect(isPublicPagePath(p), p).toBe(true);
  });

  it('keeps only the precache and the public pages across a sign-out', () => {
    expect(holdsNoUserData('workbox-precache-v2-https://quadrant.example/')).toBe(true);
    expect(holdsNoUserData(PUBLIC_PAGES_CACHE)).toBe(true);
    for (const name of ['workbox-runtime-https://quadrant.example/', 'quadrant-attachments', 'api']) {
      expect(holdsNoUserData(name), name).toBe(false);
    }
  });
});
