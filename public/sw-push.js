/*
 * Quadrant's Web Push handling for a service worker (ADR 0019). Plain script, no build step, so
 * any worker can take it in: today /sw.js does `importScripts('/sw-push.js')`; a later Workbox
 * `injectManifest` worker does the same (or imports `quadrantPush` from it). It adds the `push`
 * and `notificationclick` listeners and exposes `self.quadrantPush` for tests and other workers.
 *
 * A push carries { title, body, url, tag, snoozeToken, actions }. A click opens the task: an open
 * Quadrant tab is asked to show it (and focused), else a new window opens. A snooze action posts
 * the push's signed token to /api/push/snooze: the worker holds no session.
 */
/* global clients */
(function () {
  'use strict';
  var TASK_URL = /^\/app\/task\/[\w-]+$/;

  function readPush(event) {
    try {
      return event.data ? event.data.json() : null;
    } catch {
      return null;
    }
  }

  function showReminder(data) {
    if (!data || typeof data.title !== 'string') return Promise.resolve();
    var url = typeof data.url === 'string' && TASK_URL.test(data.url) ? data.url : '/app';
    return self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: url, snoozeToken: typeof data.snoozeToken === 'string' ? data.snoozeToken : null },
      actions: Array.isArray(data.actions) ? data.actions.slice(0, 3) : [],
    });
  }

  function openTask(url) {
    var target = new URL(url, self.location.origin).href;
    return clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      var own = list.filter(function (c) {
        return new URL(c.url).origin === self.location.origin;
      });
      var client = own[0];
      if (!client) return clients.openWindow(target);
      client.postMessage({ type: 'quadrant:open', url: url });
      return client.focus ? client.focus().catch(function () {}) : undefined;
    });
  }

  function snooze(token, action) {
    var which = { 'snooze-10m': '10m', 'snooze-1h': '1h', 'snooze-tomorrow': 'tomorrow' }[action];
    if (!token || !which) return Promise.resolve();
    return fetch('/api/push/snooze', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token, snooze: which }),
    }).then(function () {});
  }

  /** What a click on the notification (or one of its actions) does. */
  function handleClick(notification, action) {
    var data = notification.data || {};
    notification.close();
    if (action && action.indexOf('snooze-') === 0) return snooze(data.snoozeToken, action);
    return openTask(typeof data.url === 'string' ? data.url : '/app');
  }

  self.quadrantPush = { showReminder: showReminder, handleClick: handleClick };

  self.addEventListener('push', function (event) {
    event.waitUntil(showReminder(readPush(event)));
  });
  self.addEventListener('notificationclick', function (event) {
    event.waitUntil(handleClick(event.notification, event.action));
  });
})();
