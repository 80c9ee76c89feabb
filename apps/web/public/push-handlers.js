/* global self, URL */
// Web Push in the app's service worker, which the build imports (workbox importScripts in
// vite.config.ts): docs/product/notifications.md#push. A plain file because the generated
// worker can only import scripts served as they are.
(function () {
  var ICON = '/icons/icon-192.png';

  /** Only the app's own pages: a payload never sends the person elsewhere. */
  function ownUrl(url) {
    try {
      var target = new URL(url || '/', self.location.origin);
      return target.origin === self.location.origin ? target.href : self.location.origin + '/';
    } catch {
      return self.location.origin + '/';
    }
  }

  function readMessage(data) {
    try {
      var message = data ? data.json() : null;
      if (message && typeof message.title === 'string') return message;
    } catch {
      // An unreadable payload still shows a notification: a push must always show one.
    }
    return { title: 'Tera', body: '', url: '/', tag: 'tera' };
  }

  self.addEventListener('push', function (event) {
    var message = readMessage(event.data);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body || '',
        tag: message.tag || 'tera',
        icon: ICON,
        badge: ICON,
        data: { url: ownUrl(message.url) },
      }),
    );
  });

  // Tapping the notification brings an open window of the app to its page, or opens one.
  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var url = ownUrl(event.notification.data && event.notification.data.url);
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        var open = windows.find(function (client) {
          return new URL(client.url).origin === self.location.origin;
        });
        if (!open) return self.clients.openWindow(url);
        return open.focus().then(function (focused) {
          var client = focused || open;
          // A window the worker does not control cannot be navigated; a new one is opened instead.
          return client.url === url
            ? client
            : client.navigate(url).catch(function () {
                return self.clients.openWindow(url);
              });
        });
      }),
    );
  });
})();
