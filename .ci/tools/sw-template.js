// Fourfold's service worker, written at build time by .ci/tools/service-worker.py: it
// precaches every file of this build, serves them cache-first so the app works offline,
// and deletes older builds' caches when it takes over. Paths are relative to this file,
// so the site works under any sub-path.
const CACHE = 'fourfold-__VERSION__';
const FILES = __FILES__;
// Files of this build cached the first time they are fetched, not at install (play
// across devices' bundle, which only a person who pairs devices downloads).
const LAZY = new Set(__LAZY__.map((file) => new URL(file, self.location).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('fourfold-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // The app's pages (the folder or index.html, with any query: ?game=…&seed=…) are the
  // one index.html; any other file opened as a page (the manifest, an icon) is itself.
  const url = new URL(request.url);
  const root = new URL('./', self.location);
  const page = request.mode === 'navigate' && (url.pathname === root.pathname || url.pathname === `${root.pathname}index.html`);
  const key = page ? root.href : request;
  const lazy = LAZY.has(url.origin + url.pathname);
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key, { ignoreSearch: page }).then((hit) => {
        if (hit) return hit;
        return fetch(request).then((response) => {
          if (lazy && response.ok) cache.put(request, response.clone());
          return response;
        });
      }),
    ),
  );
});
