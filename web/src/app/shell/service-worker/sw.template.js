/*
 * MoveMatch service worker. web/vite.config.ts turns this template into /sw.js at build time,
 * filling in the version and the app-shell files, so every build is a new worker the browser
 * notices. It never touches /api or /config.json: those must always come from the network.
 */
const VERSION = '__SW_VERSION__';
const APP_SHELL = __SW_APP_SHELL__;
const CACHE = `movematch-${VERSION}`;

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the user picks Reload in the update toast.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(APP_SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('movematch-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data?.type === 'GET_VERSION') event.ports[0]?.postMessage(VERSION);
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/config.json' || url.pathname === '/sw.js') return;

  if (request.mode === 'navigate') {
    // Network first, so a deploy is live on the next page load; the cached shell when offline:
    // the home page's own for '/' (its first screen prerendered), the empty one for other routes.
    const shellPage = url.pathname === '/' ? '/' : '/index.html';
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(shellPage, { cacheName: CACHE }).then((cached) => cached || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: cache first, and keep what we fetch.
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ||
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
