// The game's service worker: after one visit the page opens and plays with no network.
//
// Turned on by offline.js (one script tag). It keeps one release of the game in one cache:
//   - the release's files (the element, its stylesheet and worker, the engine builds the
//     folder has, listed with their content hash in sw-release.js by scripts/sw-release.mjs),
//     fetched whole when this worker installs, so a page never runs the scripts of one release
//     with the engine of another;
//   - the hint files and opening books, kept as they are fetched (they are big and optional),
//     under their content hash: one unchanged by a new release stays, a changed one goes;
//   - the pages of its folder that show the game, each as last fetched.
// A new release installs beside the old one and takes over once no page of the old one is
// open (the browser's own rule for a waiting worker); its install replaced nothing meanwhile.
importScripts('sw-release.js');

/** @type {{version: string, files: Record<string, string>, optional: Record<string, string>, data: Record<string, string>}} */
const RELEASE = self.PEGSOL_RELEASE;
const SHELL = `pegsol-shell-${RELEASE.version}`;
const DATA = 'pegsol-data';
const PAGES = 'pegsol-pages';
const scope = new URL(self.registration.scope);
const inScope = (path) => new URL(path, scope).href;
// A data file's cache key: its URL with its content hash, so a new release's changed file is
// fetched anew and an unchanged one is kept.
const dataKey = (path) => `${inScope(path)}?sha256=${RELEASE.data[path]}`;
// A page's cache key: its URL without the #game=… part (a fragment never reaches a server).
const pageKey = (url) => url.split('#')[0];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // Past the browser's HTTP cache: a stale copy of one file would mix two releases.
      await cache.addAll(Object.keys(RELEASE.files).map((path) => new Request(inScope(path), { cache: 'reload' })));
      // A site may leave these out (the light package has no data builds): kept where there.
      await Promise.all(Object.keys(RELEASE.optional).map((path) => cache.add(new Request(inScope(path), { cache: 'reload' })).catch(() => {})));
      // The page that turned this worker on was loaded before it: kept now, to open offline.
      const pages = await caches.open(PAGES);
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        const url = pageKey(client.url);
        if (url.startsWith(scope.href)) await pages.add(new Request(url, { cache: 'reload' })).catch(() => {});
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
  else if (RELEASE.files[path] !== undefined || RELEASE.optional[path] !== undefined) event.respondWith(caches.match(inScope(path), { cacheName: SHELL }).then((hit) => hit ?? fetch(request)));
  else if (RELEASE.data[path] !== undefined) event.respondWith(dataFile(event, path));
});

/**
 * A page of the folder (the game's own, or a site's page with the element): the network's
 * newest when there is a network, kept for the next time; else the copy kept last time.
 */
async function page(event) {
  const pages = await caches.open(PAGES);
  try {
    const response = await fetch(event.request);
    if (response.ok && response.status === 200) event.waitUntil(pages.put(pageKey(event.request.url), response.clone()).catch(() => {}));
    return response;
  } catch (offline) {
    return (await pages.match(pageKey(event.request.url))) ?? Response.error();
  }
}

/**
 * A hint file or opening book: the kept copy, else fetched and kept. The response goes to the
 * page as it arrives (its download line shows progress) while a copy streams into the cache.
 */
async function dataFile(event, path) {
  const cache = await caches.open(DATA);
  const hit = await cache.match(dataKey(path));
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok && response.status === 200) event.waitUntil(cache.put(dataKey(path), response.clone()).catch(() => {}));
  return response;
}
