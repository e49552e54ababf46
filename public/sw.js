/*
 * The development server's service worker (`npm run dev`): Web Push only (sw-push.js, ADR 0019).
 * A production build replaces this file with the Workbox worker built from
 * src/web/sw/service-worker.ts (scripts/build/service-worker.ts, ADR 0027), which imports the same
 * sw-push.js. It caches nothing.
 */
/* global importScripts */
importScripts('/sw-push.js');
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
