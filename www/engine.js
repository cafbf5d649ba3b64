// Loading the WebAssembly engine. It comes in three builds (see scripts/build-web.sh):
//   pkg-core       the engine alone: small, so the board is drawn and playable at once;
//   pkg-triangles  with the triangle boards' winning data;
//   pkg            with the English board's winning data.
// A page loads the core first, then the data build its boards need, once per page, with
// progress. The builds answer the same calls, so a game moves from one to the next by its
// state string.
import { BUILD_BYTES } from './engine-builds.js';

const here = new URL('.', import.meta.url);
const loads = new Map(); // build -> { promise, fraction, listeners: Set<fn(fraction)> }

// The boards whose winning data each data build carries; every other board plays on the core
// build, with hints the engine searches for live.
// (triangle7's winning data is a hint file the core build fetches when a game needs it.)
const DATA_BUILDS = { pkg: ['english'], 'pkg-triangles': ['triangle4', 'trunc12', 'triangle5', 'trunc18', 'triangle6'] };

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
  const wasmUrl = new URL(`${build}/pegsol_bg.wasm`, here);
  const bytes = withProgress ? fetchWithProgress(wasmUrl, BUILD_BYTES[build], entry) : fetch(wasmUrl);
  bytes.catch(() => {}); // awaited below; this only keeps an early failure from being reported twice
  entry.promise = (async () => {
    const module = await import(new URL(`${build}/pegsol.js`, here).href);
    await module.default({ module_or_path: bytes });
    entry.module = module;
    return module;
  })();
  // A failed load may be tried again (a flaky link): forget it.
  entry.promise.catch(() => loads.delete(build));
  loads.set(build, entry);
  return withProgress ? entry : entry.promise;
}

/**
 * Fetches `url` and hands each chunk of its body to `onChunk` as it arrives (for progress, or
 * to feed the engine): the one download loop of the page. Fails on an HTTP error.
 */
export async function streamBody(url, init, onChunk) {
  const response = await fetch(url, init);
  if (!response.ok) throw Object.assign(new Error(`the server answered ${response.status}`), { status: response.status });
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onChunk(value);
  }
}

// The wasm bytes, gathered chunk by chunk so the page can show how much has arrived.
async function fetchWithProgress(url, expected, entry) {
  const chunks = [];
  let received = 0;
  await streamBody(url, {}, (chunk) => {
    chunks.push(chunk);
    received += chunk.length;
    entry.fraction = expected ? Math.min(received / expected, 1) : 0;
    for (const fn of entry.listeners) fn(entry.fraction);
  });
  const all = new Uint8Array(received);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}
