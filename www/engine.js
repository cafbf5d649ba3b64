// @ts-check
// Loading the WebAssembly engine. It comes in three builds (see scripts/build-web.sh):
//   pkg-core       the engine alone: small, so the board is drawn and playable at once;
//   pkg-triangles  with the triangle boards' winning data;
//   pkg            with the English board's winning data.
// A page loads the core first, then the data build its boards need, once per page, with
// progress. The builds answer the same calls, so a game moves from one to the next by its
// state string.
import { BUILD_BYTES } from './engine-builds.js';
import { unzipped } from './unzip.js';
import { CATALOG } from './boards.js';

const here = new URL('.', import.meta.url);
const loads = new Map(); // build -> { promise, fraction, listeners: Set<fn(fraction)> }

// The boards whose winning data each data build carries, as the catalogue says; every other
// board plays on the core build, with hints the engine searches for live.
// (triangle7's winning data is a hint file the core build fetches when a game needs it.)
const BUILD_OF_HINTS = { 'english-build': 'pkg', 'triangles-build': 'pkg-triangles' };
const DATA_BUILDS = { pkg: [], 'pkg-triangles': [] };
for (const board of CATALOG) if (BUILD_OF_HINTS[board.hints]) DATA_BUILDS[BUILD_OF_HINTS[board.hints]].push(board.id);

/** The data build that carries a board's winning data, or null when none does. */
export const dataBuildFor = (board) => Object.keys(DATA_BUILDS).find((build) => DATA_BUILDS[build].includes(board)) ?? null;

/** The engine without data. Its module and its wasm are fetched side by side. */
export function loadCore() {
  return load('pkg-core', false);
}

/** A data build; `onProgress(fraction)` hears how much of it has arrived. */
export function loadData(build, onProgress) {
  const entry = load(build, true);
  if (onProgress) {
    entry.listeners.add(onProgress);
    onProgress(entry.fraction);
    entry.promise.finally(() => entry.listeners.delete(onProgress)).catch(() => {});
  }
  return entry.promise;
}

/** Whether a build has finished loading (its module), or null. */
export function loaded(build) {
  return loads.get(build)?.module ?? null;
}

function load(build, withProgress) {
  let entry = loads.get(build);
  if (entry) return withProgress ? entry : entry.promise;
  entry = { fraction: 0, listeners: new Set(), module: null };
  entry.promise = (async () => {
    let module;
    try {
      module = await instantiate(build, withProgress, entry, false);
    } catch (error) {
      // A module and a wasm that do not fit together (they fail to link, or the wasm to
      // compile) are two versions of the engine: one kept by the browser's cache from before
      // the site was updated, or a cached copy cut short. Both are fetched once more past the
      // cache, rather than telling the player to reload, which would take them from the same
      // cache. (A download that failed is tried once more too; a page that forbids WebAssembly
      // is not: it would refuse again.)
      const forbidden = typeof WebAssembly !== 'object' || /Content Security Policy|wasm-eval/i.test(error?.message);
      // Nor is a build the site does not have (a 404): asked again, it would still be missing.
      if (forbidden || error?.status === 404) throw error;
      module = await instantiate(build, withProgress, entry, true);
    }
    entry.module = module;
    return module;
  })();
  // A failed load may be tried again (a flaky link): forget it.
  entry.promise.catch(() => loads.delete(build));
  loads.set(build, entry);
  return withProgress ? entry : entry.promise;
}

// A build's module and its wasm, fetched side by side and linked. `fresh` fetches both past the
// browser's cache (the module under a URL of its own: a module once imported is never fetched
// again under the same one).
async function instantiate(build, withProgress, entry, fresh) {
  /** @type {RequestInit} */
  const init = fresh ? { cache: 'reload' } : {};
  const wasmUrl = new URL(`${build}/pegsol_bg.wasm`, here);
  const bytes = withProgress ? fetchWithProgress(wasmUrl, BUILD_BYTES[build], entry, init) : fetch(wasmUrl, init);
  bytes.catch(() => {}); // awaited below; this only keeps an early failure from being reported twice
  const moduleUrl = new URL(`${build}/pegsol.js`, here);
  if (fresh) moduleUrl.search = `fresh=${Date.now()}`;
  // A build the site left out (the light package has no data builds) fails as its wasm's
  // answer says (a 404), not as the module's import does (which tells no status).
  const module = await import(moduleUrl.href).catch(async (error) => {
    await bytes;
    throw error;
  });
  await module.default({ module_or_path: bytes });
  return module;
}

/**
 * Fetches a data file's gzip copy from `url` and hands each chunk of the file's own bytes to
 * `onChunk` as it arrives (for progress, and to feed the engine): the one download loop of the
 * page. Fails on an HTTP error.
 */
export async function streamDataFile(url, init, onChunk) {
  const response = await fetchOk(url, init);
  const reader = (await unzipped(response.body)).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    try {
      await onChunk(value); // a consumer that takes a big chunk in pieces yields between them
    } catch (error) {
      // Refused (a file longer than the engine expects): the rest is not fetched.
      reader.cancel(error).catch(() => {});
      throw error;
    }
  }
}

// The wasm's response, passed on chunk by chunk so the page can show how much has arrived.
// It stays a response, so the browser compiles the engine off the page's main thread while it
// downloads (bytes gathered first were compiled in one main-thread task of over 100 ms).
async function fetchWithProgress(url, expected, entry, init) {
  const response = await fetchOk(url, init);
  let received = 0;
  const counted = new TransformStream({
    transform(chunk, controller) {
      received += chunk.length;
      entry.fraction = expected ? Math.min(received / expected, 1) : 0;
      for (const fn of entry.listeners) fn(entry.fraction);
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counted), { headers: { 'Content-Type': 'application/wasm' } });
}

/** A fetch that fails on an HTTP error, with its `status` (a 404 is a file the site left out). */
async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw Object.assign(new Error(`the server answered ${response.status}`), { status: response.status });
  return response;
}
