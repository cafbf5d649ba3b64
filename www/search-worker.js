// @ts-check
// The page's search worker: the live search of a game on a board without stored hints runs
// here, off the page's main thread, so no hover, click or frame waits for it. The page tells
// it the game (its state string) and the peg the player looks at; it thinks in slices (the
// engine's Thinker) and posts back what it proves, as bytes the page's game takes in
// (Game.learnThoughts). Between slices it reads new messages, so a new position or another
// peg is taken up within one slice.
import init, { Thinker } from './pkg-core/pegsol.js';

// Positions a slice searches: about 30 ms in Chromium (3 to 3.5 million a second).
const SLICE = 100_000;

/** @type {any} */
let thinker = null;
let running = false;

const ready = init({ module_or_path: new URL('./pkg-core/pegsol_bg.wasm', import.meta.url) }).then(() => {
  thinker = new Thinker();
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
  if (!running) {
    running = true;
    setTimeout(step, 0);
  }
};

function step() {
  const thoughts = thinker.think(SLICE);
  if (thoughts.length) self.postMessage({ thoughts }, { transfer: [thoughts.buffer] });
  if (thinker.idle()) running = false;
  else setTimeout(step, 0);
}
