/*
 * Quadrant's service worker, scope /. For now it only handles Web Push (sw-push.js); a later
 * PWA worker built with Workbox `injectManifest` replaces this file and keeps the same
 * `importScripts('/sw-push.js')` line (ADR 0019). It caches nothing.
 */
/* global importScripts */
importScripts('/sw-push.js');
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
