// @ts-check
// The one door to the engine. Every call the page makes to the WebAssembly engine goes through
// this module, and every one is asynchronous (it returns a promise), so that the engine can
// move into a Web Worker without the rest of the page changing.
//
// A GameClient holds one game. What the page draws between calls is the client's `view`: the
// game as the engine last described it (status, pegs, layout, state strings). The view is
// replaced, never changed, after each call that changes the game; the page reads it at once.
// The page passes state strings through as they are: the engine alone reads them.
import { loadCore, dataBuildFor, loaded } from './engine.js';
import { nextTask } from './next-task.js';

/**
 * @typedef {object} GameView
 * @property {any} status      where the game stands (StatusInfo in src/js_shapes.rs)
 * @property {Uint8Array} pegs one byte per hole: 1 a peg, 0 empty
 * @property {any} layout      the board: {id, lattice, holes: [{index, name, x, y}]}
 * @property {string} state    the game as a state string, for the URL and storage
 * @property {string} ahead    the same with every undone jump made again (its redo list)
 * @property {number[]} solverJumps which jumps of that line Solve from here made
 * @property {string[]} modeOptions the finishes this start can be played with
 * @property {string} notation the game so far in the board's notation
 * @property {any} hintFile    the hint file its hints come from ({file, bytes, address, loaded}) or null
 * @property {any} hintFileLater the hint file it will fetch once on its board's data build, or null
 */

/** The engine build a board's game runs on now: the one with its data once loaded, else the core. */
async function buildFor(board) {
  const build = dataBuildFor(board);
  return (build && loaded(build)) ?? (await loadCore());
}

/** Thrown when the engine itself could not be loaded (the page says why; see opening.js). */
export class EngineLoadError extends Error {
  constructor(cause) {
    super(String(cause?.message ?? cause), { cause });
  }
}

async function core() {
  try {
    return await loadCore();
  } catch (error) {
    throw new EngineLoadError(error);
  }
}

/**
 * A state string's parts as written ({board, start, mode, jumps}, board and mode in lower
 * case), before any game is opened from it: for the menus while the game loads, and to know
 * which board a link or a saved game is on.
 */
export async function stateParts(state) {
  return (await core()).stateParts(state);
}

/**
 * The board and finish a state string names, for display only, before the engine has loaded:
 * the menus show the linked or saved game's board and finish, and its board's room is kept,
 * from the first paint. Nothing is decided on it: the engine reads the whole string, checks it
 * and opens the game (or says why not), and the menus then show what it opened. This is the
 * page's one reading of a state string, kept here beside the engine's door on purpose.
 */
export function previewOfState(state) {
  const [board = '', , mode = ''] = state.split(':', 3).map((part) => part.trim().toLowerCase());
  return { board, mode: mode || null };
}

export class GameClient {
  /** @param {any} engine the loaded build @param {any} game the engine's game on it */
  constructor(engine, game) {
    this.engine = engine;
    this.game = game;
    /** @type {GameView} */
    this.view = this.describe(true);
    /** What opening it had to say: the note for the player, and {warnings, layoutError, ...}. */
    this.note = game.note() ?? '';
    this.opened = game.opened();
  }

  /**
   * Opens the game `request` asks for (OpenRequest in src/play/open_request.rs: a board, start
   * and finish, a saved game or link, a new finish for a game in progress...), on the build
   * with its board's data when that has loaded, else on the core build.
   */
  static async open(request) {
    const parts = request.state ? await stateParts(request.state) : null;
    let engine;
    try {
      engine = await buildFor(parts?.board ?? request.board);
    } catch (error) {
      throw new EngineLoadError(error);
    }
    await nextTask(); // the engine's compiling and its first game are two tasks, not one
    return new GameClient(engine, engine.Game.openRequested(request));
  }

  /** The same game, its redo list and the solver's jumps on another build (one with data). */
  async moveTo(engine) {
    await nextTask(); // after the data build's compiling
    if (!this.game) return; // freed meanwhile: another game replaced this one
    const { state, ahead, solverJumps, layout } = this.view;
    const game = engine.Game.openRequested({ board: layout.id, mode: 'complement', state, ahead, solverJumps });
    this.game.free();
    this.engine = engine;
    this.game = game;
    await nextTask(); // opening the game on its data and reading it anew, each a task
    this.view = this.describe(true);
  }

  /** Reads the game anew after a change; `all` also what changes only with the hints. */
  describe(all = false) {
    const g = this.game;
    const before = this.view;
    return {
      status: g.status(),
      pegs: g.pegs(),
      layout: before?.layout ?? g.layout(),
      state: g.state(),
      ahead: g.stateAhead(),
      solverJumps: [...g.solverJumps()],
      modeOptions: all || !before ? g.modeOptions() : before.modeOptions,
      notation: g.notation(),
      hintFile: all || !before ? g.hintFile() : before.hintFile,
      hintFileLater: all || !before ? g.hintFileAfterDataBuild() : before.hintFileLater,
    };
  }

  /** Runs `change` on the engine's game, then reads the game anew; resolves to its result. */
  async change(change, all = false) {
    const result = change(this.game);
    this.view = this.describe(all);
    return result;
  }

  /** The player's jump. */
  jump(from, to) {
    return this.change((g) => g.jump(from, to));
  }

  /** A jump of Solve from here's line (recorded as the solver's). */
  solverJump(from, to) {
    return this.change((g) => g.solverJump(from, to));
  }

  /** Undo, redo, reset, undo to the last winning position: whether the game changed. */
  undo() {
    return this.change((g) => g.undo());
  }
  redo() {
    return this.change((g) => g.redo());
  }
  reset() {
    return this.change((g) => (g.reset(), true));
  }
  undoToWinning() {
    return this.change((g) => g.undoToWinning() > 0);
  }

  /** What hovering a peg shows: {hole, landings: [{to, good, thinking}], bomb}. */
  async pegHint(hole) {
    return this.game.pegHint(hole);
  }

  /** A winning line from here as [[from, to], ...], null when none, or an error saying why. */
  async solveFromHere() {
    return this.game.solveFromHere();
  }

  /** Hole names where a one-peg finish is still possible, or null when it cannot be told. */
  async reachableFinishes() {
    return this.game.reachableFinishes();
  }

  /** Every start of this board with a finish, as the start picker colours it. */
  async startOptions(mode) {
    return this.game.startOptions(mode);
  }

  /**
   * A slice more of the search for what the hints could not tell: whether more may follow.
   * The position stays: only the status is read anew (slices run many times a second).
   */
  async searchFurther() {
    const more = this.game.searchFurther();
    this.view = { ...this.view, status: this.game.status() };
    return more;
  }

  /** This game's live search is done by the search worker from now on; whether it is live. */
  thinkElsewhere() {
    return this.change((g) => g.thinkElsewhere());
  }

  /**
   * Takes in what the search worker proved (bytes); whether they were this game's. The
   * position stays: only the status is read anew (thoughts come many times a second).
   */
  async learnThoughts(thoughts) {
    const learnt = this.game.learnThoughts(thoughts);
    this.view = { ...this.view, status: this.game.status() };
    return learnt;
  }

  /** Hints from a hint file that has arrived, or from its levels checked so far. */
  reloadHints() {
    return this.change((g) => g.reloadHints(), true);
  }

  /**
   * Where a hint file's chunks go as they download: into this game's build, which checks and
   * decodes each part as it completes (`push` says how many levels are checked) and the whole
   * file on `finish`. Every game on that build then has its hints.
   */
  hintFileSink(file) {
    const loader = new this.engine.HintFileLoader(file);
    return {
      push: (chunk) => loader.push(chunk),
      finish: async () => loader.finish(),
      free: () => loader.free(),
    };
  }

  free() {
    this.game?.free();
    this.game = null;
  }
}
