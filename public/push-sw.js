/*
 * RideMarket's service worker (docs/architecture.md §10 Notifications). It handles push messages and
 * notification clicks only: there is deliberately no fetch handler and no cache, so no page that
 * carries a member's personal data is ever kept on the device.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: '라이드마켓', body: '새 알림이 있어요.', url: '/user/alarm', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without our JSON still shows the generic alarm.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ko',
      data: { url: message.url },
    })
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only our own pages open: a path of this origin, never an address from elsewhere.
  const target = new URL(event.notification.data?.url || '/user/alarm', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/user/alarm';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    })
  );
});
