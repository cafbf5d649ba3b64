// @ts-check
// The page's search worker: the live search of a game on a board without stored hints runs
// here, off the page's main thread, so no hover, click or frame waits for it. The page tells
// it the game (its state string) and the peg the player looks at; it thinks in slices (the
// engine's Thinker) and posts back what it proves, as bytes the page's game takes in
// (Game.learnThoughts). Between slices it reads new messages, so a new position or another
// peg is taken up within one slice. Where the game's problem has an opening book (the winning
// positions of its first jumps, fetched once from pkg/data/), the worker fetches it while it
// thinks and answers the early game from it once it has arrived.
import init, { Thinker } from './pkg-core/pegsol.js';
import { unzipped } from './unzip.js';

// Positions a slice searches: about 30 ms in Chromium (3 to 3.5 million a second).
const SLICE = 100_000;

/** @type {any} */
let thinker = null;
let running = false;
/** The last focus, taken up again once a book has arrived. */
let last = { state: '', peg: null };
/** The books asked for (by file), each fetched once: null while it downloads, then its bytes. */
const books = new Map();

const ready = init({ module_or_path: new URL('./pkg-core/pegsol_bg.wasm', import.meta.url) }).then(() => {
  // A device with more memory lets the search remember more (Chromium says how much; other
  // browsers get the smallest memory, 66 MiB at most).
  thinker = new Thinker(/** @type {any} */ (navigator).deviceMemory);
});
ready.catch((error) => self.postMessage({ error: `the search worker could not load the engine: ${error?.message ?? error}` }));

self.onmessage = async ({ data }) => {
  await ready;
  try {
    thinker.focus(data.state, data.peg ?? null);
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
    return;
  }
  last = { state: data.state, peg: data.peg ?? null };
  fetchBook();
  run();
};

function run() {
  if (running) return;
  running = true;
  setTimeout(step, 0);
}

function step() {
  const thoughts = thinker.think(SLICE);
  if (thoughts.length) self.postMessage({ thoughts }, { transfer: [thoughts.buffer] });
  if (thinker.idle()) running = false;
  else setTimeout(step, 0);
}

// A book that cannot be had (a failed download, a damaged file) leaves the search to answer
// alone: slower, never wrong. The page hears why. A book that arrives after the player moved
// to another board waits for the next game of its problem.
function fetchBook() {
  const file = thinker.bookWanted();
  if (!file) return;
  const bytes = books.get(file);
  if (bytes) {
    try {
      thinker.learnBook(bytes);
      thinker.focus(last.state, last.peg);
    } catch (error) {
      bookFailed(file, error);
    }
    return;
  }
  if (books.has(file)) return;
  books.set(file, null);
  fetch(new URL(`./pkg/data/${file}`, import.meta.url))
    .then(async (response) => (response.ok ? new Response(await unzipped(response.body)).arrayBuffer() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((buffer) => {
      books.set(file, new Uint8Array(buffer));
      fetchBook();
      run();
    })
    .catch((error) => bookFailed(file, error));
}

/** @param {string} file @param {any} error */
function bookFailed(file, error) {
  self.postMessage({ bookError: `${file.split('?')[0]}: ${error?.message ?? error}` });
}
