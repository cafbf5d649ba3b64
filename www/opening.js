// @ts-check
// Opening a game: from a board, start and finish, or a state string (a link, storage). The
// engine opens it (Game.openRequested, src/play/open_request.rs), with every fallback and the
// note that says what happened; this asks, and shows what it says.
import { GameClient, EngineLoadError } from './engine-client.js';
import * as persist from './persist.js';
import { syncsUrl } from './config.js';
import { showFirstView, dropFirstView } from './first-view.js';
import { nextTask } from './next-task.js';

/**
 * Why the engine did not load, in words for the player (and the site's owner): a reload helps
 * only where the download failed, not where the browser or the page forbids WebAssembly.
 */
function engineFailure(error) {
  const why = String(error?.message ?? error);
  if (typeof WebAssembly !== 'object') return 'This browser runs no WebAssembly (it can be switched off, as in Lockdown Mode or by a company policy), and the game needs it.';
  if (/Content Security Policy|wasm-eval|wasm-unsafe-eval/i.test(why)) return "The page's Content-Security-Policy forbids WebAssembly, which the game needs: the site must allow 'wasm-unsafe-eval' in its script-src.";
  if (navigator.onLine === false) return 'You are offline, and this page has not kept the game for offline play: connect, then reload the page.';
  return `The game could not be loaded (${why}). Reload the page to try again.`;
}


/**
 * Replaces the game with the one asked for: from a state string (a link, storage) or a
 * board, start and mode; `keepJumpsOf`: the game in progress, whose jumps stay under `mode`
 * (a new finish). It runs on the board's data build when that has loaded, else on the core
 * (hints follow when the data arrives). Controls are off meanwhile; the newest request wins.
 * `resume`: a game put aside by a board switch, coming back; `kept`: the sentence saying a
 * game was put aside. `fromLink`: the state came from the page's URL (a shared link), not
 * from storage. `newEntry`: the player chose this game: it gets its own entry in the
 * browser's history. `quiet`: the board's usual game was asked for (no start, no finish),
 * so the engine's note on how it chose one is left out. `ahead`: the game with its undone
 * jumps made again (stateAhead), so Redo has them; else the tab's record of it. `byOwner`:
 * the element's attributes asked for this game. `solverJumps`: which of its jumps Solve from
 * here made; else, for a state, the page's record of them (sync-url). `redrawn`: the same
 * game drawn anew (coordinates shown or hidden).
 */
export async function openGame(games, { board, start = null, mode = 'complement', state = null, keepJumpsOf = null, resume = null, kept = '', fromLink = false, newEntry = false, quiet = false, redrawn = false, ahead = null, solverJumps = null, byOwner = false }) {
  const host = games.host;
  const generation = ++games.generation;
  host.hintFollower.leave(); // the game that wanted it is being replaced
  host.solver.stop();
  host.setBusy(true);
  // Until the engine's first game is there, a fresh game of a built-in board is drawn at once
  // (and a game asked for meanwhile, by the owner's script, replaces that drawing).
  if (!host.view) showFirstView(host, { board, start, mode, fresh: state === null && keepJumpsOf === null });
  const synced = state !== null && syncsUrl(host);
  const request = {
    board: board ?? '',
    start,
    mode,
    state,
    fromLink,
    keepJumpsOf,
    ahead: ahead ?? (synced ? persist.aheadOf(state) : null),
    layout: host.getAttribute('layout'),
    quiet,
    resume: resume !== null,
    byOwner,
    solverJumps: solverJumps ?? resume?.solverJumps ?? null,
    solverRecord: synced ? persist.storedSolverRecord() : null,
  };
  let client;
  try {
    client = await GameClient.open(request);
  } catch (error) {
    if (generation === games.generation) {
      const why = error instanceof EngineLoadError ? engineFailure(error.cause) : `The game could not be opened (${error.message ?? error}). Reload the page to try again.`;
      dropFirstView(host);
      host.$('.placeholder').textContent = why;
      // And where a website owner looks (a CSP that forbids WebAssembly left no line there).
      console.error(`<peg-solitaire>: ${why}`, error);
      host.panel.download('none'); // its "Loading the hints" would say the opposite
    }
    return;
  }
  await nextTask(); // opening the game and drawing it are two tasks, not one
  if (generation !== games.generation) return client.free();
  const { warnings, layoutError, onLayout, restoreFailed, ownerNote } = client.opened;
  for (const warning of warnings) console.warn(warning); // where an owner looks
  if (layoutError) games.layoutError = layoutError;
  else if (onLayout) games.layoutError = null; // the owner's board plays
  // A stored game that cannot be played is dropped; a bad link leaves the stored one be.
  if (restoreFailed && syncsUrl(host)) persist.forgetStoredState();
  if (ownerNote) {
    // A start or finish of the owner's that the engine changed, in the console too.
    const attributes = ['start', 'mode'].filter((a) => host.hasAttribute(a)).map((a) => ` ${a}="${host.getAttribute(a)}"`).join('');
    console.warn(`<peg-solitaire${attributes}>: ${ownerNote}`);
  }
  // A link's game is not stored (over the player's own saved game) until the player plays it.
  games.linkState = fromLink ? client.view.state : null;
  games.newHistoryEntry = newEntry;
  games.install(client, [client.note, kept].filter(Boolean).join(' '), false, redrawn);
}
