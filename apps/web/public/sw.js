// Blueprint Vault service worker (spec §2). Caches the app shell and static assets so repeat
// visits start fast and the shell opens offline. Never caches API answers, socket traffic or
// shared-content pages: those are private or must always be current.
const VERSION = 'bv-v2';
const SHELL_CACHE = `${VERSION}-shell`;
const ASSET_CACHE = `${VERSION}-assets`;
// The plain app shell (the gateway also serves it under its file name); `/` is the landing
// page's own variant, with its first screen in it, and is not what other pages should open on.
const SHELL_URL = '/index.html';
const STATIC_PREFIXES = ['/assets/', '/images/', '/fonts/'];
const NEVER_CACHED = ['/api/', '/socket.io/', '/shared/', '/health/', '/metrics', '/resources/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function isNeverCached(url) {
  return NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix) || url.pathname.startsWith(`/admin-preview${prefix}`));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNeverCached(url)) return;

  // Pages: always the network first (new releases show at once); the cached shell only when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && url.pathname !== '/') {
            const copy = response.clone();
            void caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_URL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL_URL).then((cached) => cached || Response.error())),
    );
    return;
  }

  // Hashed build files and images never change under the same name: cache first.
  if (STATIC_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok && url.pathname !== '/') {
              const copy = response.clone();
              void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
