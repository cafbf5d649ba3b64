// @ts-check
// Hint files for the problems the modules do not answer (English: 0.6, 8.1 and 11.0 MB, into
// the English build; triangle7: 5.0 MB, into the core build): fetched from pkg/data/ only
// when a game needs one, once per page, unzipped (unzip.js) and handed to the engine chunk by
// chunk as they arrive. The engine checks each part (the header, then each level) against the
// SHA-256 compiled into it as the part completes, and games use its levels at once: the first
// fifth of a file answers the opening and the ending.

import { streamDataFile } from './engine.js';
import { nextTask } from './next-task.js';

const here = new URL('.', import.meta.url);
// file -> { promise, fraction, levels, listeners: Set<fn(fraction, levels)>, timing, controller }
const downloads = new Map();
// file -> Set<fn()>: games whose download of it failed, told when another game's Retry brings it.
const arrivalWaiters = new Map();
// A download no game wants any more is stopped after this long (a player who left triangle7 on
// a phone should not pay for its 5 MB), not at once: a game that replaces its game with one
// needing the same file (another finish, Back) joins it again meanwhile.
const ABANDON_AFTER_MS = 2000;
// The most bytes of a download handed to the engine in one task (a few milliseconds' work).
const PIECE = 64 * 1024;

/**
 * Starts (or joins) the download of a hint file described by `info` ({file, bytes, address}) into
 * the engine build of `client` (a GameClient); `onProgress(fraction, levels)` hears how much has
 * arrived, and how many of the file's levels the engine has checked (games can use them once
 * that grows). `retry` starts over after a failure, bypassing the HTTP cache.
 */
export function downloadHintFile(client, info, onProgress, retry = false) {
  let entry = downloads.get(info.file);
  if (!entry || (retry && entry.failed)) {
    entry = { fraction: 0, levels: entry?.levels ?? 0, listeners: new Set(entry?.listeners ?? []), timing: null, failed: false, done: false, controller: new AbortController(), abandonTimer: 0 };
    entry.promise = fetchInto(client, info, entry, retry);
    entry.promise.then(
      () => {
        entry.done = true;
        const waiting = arrivalWaiters.get(info.file) ?? [];
        arrivalWaiters.delete(info.file);
        for (const fn of waiting) fn();
      },
      () => (entry.failed = true),
    );
    downloads.set(info.file, entry);
  }
  clearTimeout(entry.abandonTimer); // a game waits for it again
  if (onProgress) {
    entry.listeners.add(onProgress);
    onProgress(entry.fraction, entry.levels);
    entry.promise.finally(() => entry.listeners.delete(onProgress)).catch(() => {});
  }
  return entry;
}

/**
 * Calls `fn` once when `file` has arrived, brought by any game of the page (after this game's
 * own download of it failed). Returns a function that cancels the call.
 */
export function onHintFileArrived(file, fn) {
  if (!arrivalWaiters.has(file)) arrivalWaiters.set(file, new Set());
  arrivalWaiters.get(file).add(fn);
  return () => arrivalWaiters.get(file)?.delete(fn);
}

/**
 * The game that asked for `file` with `onProgress` no longer wants it: once no game has wanted
 * it for ABANDON_AFTER_MS, a download still under way is stopped (and starts afresh when a game
 * asks again).
 */
export function leaveHintFile(file, onProgress) {
  const entry = downloads.get(file);
  if (!entry) return;
  entry.listeners.delete(onProgress);
  // One timer per download, from the last game that left it (an earlier leave's timer would
  // cut the grace short for a player who came back and left again).
  clearTimeout(entry.abandonTimer);
  if (entry.listeners.size > 0 || entry.done || entry.failed) return;
  entry.abandonTimer = setTimeout(() => {
    if (entry.listeners.size > 0 || entry.done || entry.failed || downloads.get(file) !== entry) return;
    downloads.delete(file);
    entry.controller.abort();
  }, ABANDON_AFTER_MS);
}

async function fetchInto(client, info, entry, retry) {
  const t0 = performance.now();
  const loader = client.hintFileSink(info.file);
  let received = 0;
  const levelsAt = []; // [levels checked, ms since the download began] as they grew
  try {
    // The engine names the address: a gzip copy, whose URL changes with the file's content.
    await streamDataFile(new URL(`pkg/data/${info.address}`, here), { cache: retry ? 'reload' : 'default', signal: entry.controller.signal }, async (chunk) => {
      // A fast link (or the HTTP cache) hands over a megabyte at once, which took the engine
      // over 100 ms to check in one task: it takes it in pieces, letting frames through.
      for (let at = 0; at < chunk.length; at += PIECE) {
        if (at > 0) await nextTask();
        const levels = loader.push(chunk.subarray(at, at + PIECE));
        if (levels > entry.levels) levelsAt.push([levels, Math.round(performance.now() - t0)]);
        entry.levels = Math.max(entry.levels, levels);
      }
      received += chunk.length;
      entry.fraction = received / info.bytes;
      for (const fn of entry.listeners) fn(entry.fraction, entry.levels);
    });
    const arrived = performance.now();
    await loader.finish();
    entry.timing = { transferMs: arrived - t0, checkMs: performance.now() - arrived, bytes: info.bytes, levelsAt };
  } finally {
    loader.free();
  }
}
