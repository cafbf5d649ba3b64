// @ts-check
// Opening a game: from a board, start and mode, or a state string (a link, storage), with
// the fallbacks when it cannot be opened as asked, and the redo list it had. Methods of the
// <peg-solitaire> element (embed.js), mixed into gameMethods (games.js).
import { loadCore, dataBuildFor, loaded } from './engine.js';
import * as persist from './persist.js';
import { BOARDS, CUSTOM, DEFAULT_BOARD } from './template.js';

/** The board a state string names, as the menu's ids are (a link typed by hand: French). */
export const boardOf = (state) => state.split(':')[0].trim().toLowerCase();

/**
 * `game` with the redo list it had: `ahead` is its state with every undone jump made again
 * (stateAhead), which opened and undone back to `game`'s state has that list. `game` itself
 * when `ahead` does not go on from it; else `game` is freed for the one returned.
 */
export function withRedo(engine, game, ahead, layout) {
  const state = game.state();
  const jumps = (s) => (s.split(':')[3] ?? '').split(',').filter(Boolean).length;
  if (!ahead || ahead === state || !ahead.startsWith(state.endsWith(':') ? state : `${state},`)) return game;
  let redone;
  try {
    redone = engine.Game.fromState(ahead, layout);
  } catch {
    return game; // a stale or altered record: the game as it is, without Redo
  }
  for (let k = jumps(ahead) - jumps(state); k > 0; k--) redone.undo();
  if (redone.state() !== state) {
    redone.free();
    return game;
  }
  game.free();
  return redone;
}

/**
 * Why the engine did not load, in words for the player (and the site's owner): a reload helps
 * only where the download failed, not where the browser or the page forbids WebAssembly.
 */
function engineFailure(error) {
  const why = String(error?.message ?? error);
  if (typeof WebAssembly !== 'object') return 'This browser runs no WebAssembly (it can be switched off, as in Lockdown Mode or by a company policy), and the game needs it.';
  if (/Content Security Policy|wasm-eval|wasm-unsafe-eval/i.test(why)) return "The page's Content-Security-Policy forbids WebAssembly, which the game needs: the site must allow 'wasm-unsafe-eval' in its script-src.";
  return `The game could not be loaded (${why}). Reload the page to try again.`;
}

export const openingMethods = {
  /**
   * Replaces the game: from a state string (a link, storage) or a board, start and mode, keeping
   * `moves` (the state string's jumps) when they are legal under the new mode. Runs on
   * the board's data build when it has loaded, else on the core (hints follow when the data
   * arrives). Controls are off meanwhile; the newest request wins. `resume`: a game put aside
   * by a board switch, coming back; `kept`: the sentence saying a game was put aside.
   * `fromLink`: the state came from the page's URL (a shared link), not from storage.
   * `newEntry`: the player chose this game (board, start or finish): it gets its own entry in
   * the browser's history. `quiet`: the board's usual game was asked for (no start, no finish),
   * so the engine's note on how it chose one is left out. `ahead`: the state's (or moves') game with its
   * undone jumps made again (stateAhead), so Redo has them; else the tab's record of it.
   * `byOwner`: the element's attributes asked for this game (at boot, or a script changed them).
   * `solverJumps`: which of the state's (or the moves') jumps Solve from here made; else, for a
   * state, the page's record of them (sync-url).
   */
  async openGame({ board, start = null, mode = 'complement', state = null, moves = '', resume = null, kept = '', fromLink = false, newEntry = false, quiet = false, redrawn = false, ahead = null, solverJumps = null, byOwner = false }) {
    const generation = ++this.generation;
    this.leaveHintDownload(); // the game that wanted it is being replaced
    this.stopSolving();
    this.setBusy(true);
    let unknown = '';
    // A stand-in board plays its usual game: the start and finish asked for were meant for
    // another board, and a sentence about them would only hide what went wrong.
    const standIn = () => [board, start, mode, quiet] = [DEFAULT_BOARD, null, 'complement', true];
    if (board !== CUSTOM && !BOARDS.includes(board)) {
      if (board) {
        unknown = `There is no board called '${board}' here, so this is the 15-hole triangle. The boards are ${BOARDS.join(', ')}.`;
        console.warn(`<peg-solitaire board="${board}">: ${unknown}`); // where an owner looks
      }
      standIn();
    }
    // A game on the owner's layout carries its text to every engine call that makes a game. A
    // state names its own board: on a layout page the player may have chosen a built-in one.
    const layoutFor = (id) => (id === CUSTOM ? this.getAttribute('layout') ?? '' : undefined);
    const stateBoard = state === null ? undefined : boardOf(state);
    let engine;
    try {
      const build = dataBuildFor(stateBoard ?? board);
      engine = (build && loaded(build)) ?? (await loadCore());
    } catch (error) {
      if (generation === this.generation) {
        this.$('.placeholder').textContent = engineFailure(error);
        // And where a website owner looks (a CSP that forbids WebAssembly left no line there).
        console.error(`<peg-solitaire>: ${engineFailure(error)}`, error);
        this.panel.download('none'); // its "Loading the hints" would say the opposite
      }
      return;
    }
    if (generation !== this.generation) return;
    let game = null;
    let note = '';
    let onStateBoard = false; // a state that failed, opened afresh on its own board
    let lead = ''; // what failed to open: the link's game or the saved one
    let stateJumps; // the failed state's jumps, if it had any
    if (state !== null) {
      try {
        game = engine.Game.restore(state, layoutFor(stateBoard));
        note = game.note() ?? ''; // a jump that could not be played ended the replay there
        // The jumps undone before a board switch, a reload or Back are still there to redo.
        if (!note) game = withRedo(engine, game, ahead ?? (this.syncsUrl() ? persist.aheadOf(state) : null), layoutFor(stateBoard));
      } catch (error) {
        lead = fromLink ? "This link's game could not be opened" : 'The saved game could not be restored';
        note = `${lead}: ${error.message ?? error}. Here is a fresh game.`;
        // A stored game that cannot be played is dropped; a bad link leaves the stored one be.
        if (this.syncsUrl() && !fromLink) persist.forgetStoredState();
        // A board the page has keeps its place: the fresh game is on it, at the start asked
        // for where that can win (the engine picks and says otherwise).
        // (#game=French names its board as the board attribute may: stateBoard is lower case.)
        const [, stateStart, stateMode, jumps] = state.split(':');
        stateJumps = jumps;
        if (BOARDS.includes(stateBoard)) {
          // A short link (`#game=french`, `#game=triangle5:c3`: no jumps) asks for that game
          // afresh: nothing failed. With no start or finish either, it is the board's usual game
          // (quiet); any other state's game is the one asked for, and the engine says what it
          // changed whatever the element's attributes. Naming no finish, it leaves the engine
          // to choose one that can win from its start (an empty mode).
          const shortLink = fromLink && stateJumps === undefined;
          [board, start, mode] = [stateBoard, stateStart || null, stateMode || (shortLink ? '' : 'complement')];
          onStateBoard = true;
          if (shortLink) [note, lead] = ['', ''];
          quiet = shortLink && !stateStart && !stateMode;
        }
      }
    }
    if (!game && moves) {
      // A new goal for the same game: its jumps stay (the engine says if the goal is lost).
      try {
        game = engine.Game.fromState([board, start, mode, moves].join(':'), layoutFor(board));
        // The undone jumps of `ahead` (the same jumps under the old goal) are still to redo.
        const aheadJumps = ahead?.split(':')[3];
        if (aheadJumps) game = withRedo(engine, game, [...game.state().split(':').slice(0, 3), aheadJumps].join(':'), layoutFor(board));
      } catch {
        game = null; // the start does not have this goal: open it afresh below, with a note
      }
    }
    // The jumps Solve made stay the solver's through a reload, Back, a move of the element.
    const restored = game !== null && state !== null;
    solverJumps ??= resume?.solverJumps ?? (restored && this.syncsUrl() ? persist.storedSolverJumps(game.stateAhead()) : null);
    let fresh = false; // opened afresh by the engine, whose note says what it changed
    const layout = layoutFor(board);
    if (!game && layout !== undefined) {
      try {
        game = engine.Game.openLayout(layout, start, mode);
        fresh = true;
      } catch (error) {
        // The owner's layout is wrong: say where, and play the default board meanwhile.
        this.layoutError = `This page's board cannot be played: ${error.message ?? error}. Here is the 15-hole triangle instead.`;
        console.warn(`<peg-solitaire layout>: ${this.layoutError}`);
        unknown = this.layoutError;
        standIn();
      }
    }
    if (game?.state().startsWith(`${CUSTOM}:`)) this.layoutError = null; // the owner's board plays
    if (!game) {
      game = engine.Game.open(board, start, mode);
      fresh = true;
      // On the state's own board, the engine's note says what it changed and why (once is
      // enough), after a word that the link or saved game did not open as it was, and lost
      // its jumps if it had any (a wrong finish drops them too).
      if (onStateBoard && game.note() && lead) {
        note = `${lead}${stateJumps ? ', so its jumps were not played' : ''}.`;
      }
    }
    if (fresh) note = [unknown, note, quiet ? '' : game.note()].filter(Boolean).join(' ');
    // A start or mode of the owner's that the engine changed (the attributes asked for this
    // game) is said in the console too, where an owner looks, as an unknown board or a bad
    // layout is; so is the finish an absent `mode` stands for (`start="d3"` alone on French asks
    // to finish where it started). Not where they named neither: the board's usual game is theirs.
    if (fresh && byOwner && state === null && game.note() && !this.usualGameAsked()) {
      const [, opened, openedMode] = game.state().split(':');
      const changed = (this.hasAttribute('start') && opened.toLowerCase() !== this.getAttribute('start').trim().toLowerCase()) || openedMode !== this.askedMode();
      if (changed) {
        const attributes = ['start', 'mode'].filter((a) => this.hasAttribute(a)).map((a) => ` ${a}="${this.getAttribute(a)}"`).join('');
        console.warn(`<peg-solitaire${attributes}>: ${game.note()}`);
      }
    }
    if (resume && !note) note = 'Here is your game on this board, as you left it. Reset starts it afresh.';
    // A link's game is not stored (over the player's own saved game) until the player plays it.
    this.linkState = fromLink ? game.state() : null;
    this.newHistoryEntry = newEntry;
    this.install(engine, game, [note, kept].filter(Boolean).join(' '), false, (!fresh && solverJumps) || [], redrawn);
  },
};
