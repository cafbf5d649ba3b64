// The game's service worker: after one visit the page opens and plays with no network.
//
// Turned on by offline.js (one script tag). It keeps one release of the game, as listed with
// each file's SHA-256 in sw-release.js (written by scripts/sw-release.mjs):
//   - the files every game needs (the element, its worker, the core engine) and the project
//     page's own, fetched when this worker installs: a page never runs the scripts of one
//     release with the engine of another;
//   - the data builds, the hint files and opening books, kept as a page fetches them (they are
//     big, and a site may leave them out), each checked against its hash: a file of another
//     release is never kept. Data files are kept under their hash, so one a new release leaves
//     unchanged stays, and a changed one goes;
//   - the pages of its folder that show the game, each as last fetched.
// A new release installs beside the old one and takes over once no page of the old one is
// open (the browser's own rule for a waiting worker).
importScripts('sw-release.js');

/** @type {{version: string, files: Record<string, string>, extras: Record<string, string>, builds: Record<string, string>, data: Record<string, string>, unzipped: Record<string, string>}} */
const RELEASE = self.PEGSOL_RELEASE;
const SHELL = `pegsol-shell-${RELEASE.version}`;
const DATA = 'pegsol-data';
const PAGES = 'pegsol-pages';
const scope = new URL(self.registration.scope);
const inScope = (path) => new URL(path, scope).href;
// A data file's cache key: its URL with its content hash.
const dataKey = (path) => `${inScope(path)}?sha256=${RELEASE.data[path]}`;
// A page's cache key: its URL without the #game=… part (a fragment never reaches a server).
const pageKey = (url) => url.split('#')[0];
// Revalidated with the server (a 304 costs no body): the browser's cache may hold a file of the
// release before, and the page has just fetched most of these anyway.
const fresh = (path) => new Request(inScope(path), { cache: 'no-cache' });

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(Object.keys(RELEASE.files).map(fresh));
      await Promise.all(Object.keys(RELEASE.extras).map((path) => cache.add(fresh(path)).catch(() => {})));
      // The page that turned this worker on was loaded before it: kept now, to open offline.
      const pages = await caches.open(PAGES);
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        const url = pageKey(client.url);
        if (url.startsWith(scope.href)) await pages.add(new Request(url, { cache: 'no-cache' })).catch(() => {});
      }
      // The first install has no pages of an older release to wait for: it takes over at once.
      const older = (await caches.keys()).some((name) => name.startsWith('pegsol-shell-') && name !== SHELL);
      if (!older) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('pegsol-shell-') && name !== SHELL) await caches.delete(name);
      const data = await caches.open(DATA);
      const wanted = new Set(Object.keys(RELEASE.data).map(dataKey));
      for (const request of await data.keys()) if (!wanted.has(request.url)) await data.delete(request);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope.href)) return;
  // By path alone: a module fetched past the cache (engine.js does that when a module and its
  // wasm do not fit) names itself with ?fresh=…, and the release's own copy is the one that fits.
  const path = new URL(request.url).pathname.slice(scope.pathname.length);
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (RELEASE.files[path] || RELEASE.extras[path]) event.respondWith(caches.match(inScope(path), { cacheName: SHELL }).then((hit) => hit ?? fetch(request)));
  else if (RELEASE.builds[path]) event.respondWith(kept(event, SHELL, inScope(path), [RELEASE.builds[path]]));
  // A data file is its gzip copy, or the file itself where the host had the browser unzip it.
  else if (RELEASE.data[path]) event.respondWith(kept(event, DATA, dataKey(path), [RELEASE.data[path], RELEASE.unzipped[path]]));
});

/**
 * A page of the folder (the game's own, or a site's page with the element): the network's
 * newest when there is a network, kept for the next time; else the copy kept last time.
 */
async function page(event) {
  const key = pageKey(event.request.url);
  try {
    const response = await fetch(event.request);
    if (response.status === 200) event.waitUntil(caches.open(PAGES).then((pages) => pages.put(key, response.clone())).catch(() => {}));
    return response;
  } catch (offline) {
    return (await caches.match(key, { cacheName: PAGES })) ?? Response.error();
  }
}

/**
 * A data build, hint file or opening book: the kept copy, else fetched and kept if it is this
 * release's (its SHA-256 is one of `accepted`). The response goes to the page as it arrives (its
 * download line shows progress) while a copy is checked and kept. The bytes kept are the body
 * as the browser decoded it, so they are kept without the encoding and length they came with.
 */
async function kept(event, cacheName, key, accepted) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.status === 200) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const bytes = await copy.arrayBuffer();
        const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
        if (!accepted.includes(digest)) return;
        const headers = new Headers(copy.headers);
        headers.delete('Content-Encoding');
        headers.delete('Content-Length');
        await cache.put(key, new Response(bytes, { headers }));
      })().catch(() => {}),
    );
  }
  return response;
}
