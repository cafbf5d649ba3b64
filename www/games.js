// @ts-check
// Opening a game (from a board, start and mode, or a state string), restoring it from the
// URL or local storage, and moving it onto the engine build with data when that arrives.
// Methods of the <peg-solitaire> element (embed.js).
import { loadCore, loadData, dataBuildFor, loaded } from './engine.js';
import { downloadHintFile, leaveHintFile, onHintFileArrived } from './hint-files.js';
import * as persist from './persist.js';
import { BoardView, keptAspect } from './board-view.js';
import { BOARDS, CUSTOM, DEFAULT_BOARD } from './template.js';

/** The board a state string names, as the menu's ids are (a link typed by hand: French). */
const boardOf = (state) => state.split(':')[0].trim().toLowerCase();

/** A finish as the finish menu names it. */
const modeLabel = (mode) => (mode === 'complement' ? 'where you started' : mode === 'anywhere' ? 'anywhere' : `at ${mode.slice('finish-'.length)}`);

/**
 * `game` with the redo list it had: `ahead` is its state with every undone jump made again
 * (stateAhead), which opened and undone back to `game`'s state has that list. `game` itself
 * when `ahead` does not go on from it; else `game` is freed for the one returned.
 */
function withRedo(engine, game, ahead, layout) {
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

/** Whether a boolean attribute's value (null when absent) means on: not `false`, `off`, `no`, `0`. */
export const saysOn = (value) => value !== null && !/^(false|off|no|0)$/i.test(value.trim());

export const gameMethods = {
  async boot() {
    this.booted = true; // attribute changes from now on are followed (attributeChangedCallback)
    // Put back in the page after it was taken out, the element opens the game it had, unless
    // the owner asked for another while it was out.
    const parked = this.parked?.asked === this.askedGame() ? this.parked : null;
    this.parked = null;
    this.showAsked(parked);
    const link = this.syncsUrl() && !parked ? persist.stateInUrl() : null;
    const state = parked?.state ?? (this.syncsUrl() ? link ?? persist.storedState(this.askedBoard()) : null);
    // The download line takes its place at once, not when the board arrives and everything
    // below would move down for it.
    const build = dataBuildFor(state ? boardOf(state) : this.askedBoard());
    if (build && !loaded(build) && this.$('.hints-box').checked) this.panel.download('loading', 'Loading the hints (0%). You can play once the board is there.', 0);
    if (state) this.showAskedInMenus(state);
    await this.openGame({ board: this.askedBoard(), start: this.getAttribute('start'), mode: this.askedMode(), state, fromLink: link !== null, quiet: this.usualGameAsked(), ahead: parked?.ahead ?? null, solverJumps: parked?.solverJumps ?? null, byOwner: true });
  },

  /** The game the owner's attributes ask for, as one string (to tell whether it changed). */
  askedGame() {
    return JSON.stringify(['board', 'layout', 'start', 'mode'].map((a) => this.getAttribute(a)));
  },

  /**
   * While the engine loads, the menus show the board and finish of the linked or saved game
   * about to open (not the attributes' board): its state string starts "board:start:mode".
   * What the engine then opens fills the menus for good (fillMenus).
   */
  showAskedInMenus(state) {
    // (Named as a link typed by hand may name them: #game=French:d4:Anywhere.)
    const [board, , mode] = state.split(':').map((part) => part.trim().toLowerCase());
    this.keepBoardShape(board);
    const boards = this.$('.board-select');
    if ([...boards.options].some((o) => o.value === board)) boards.value = board;
    const modes = this.$('.mode-select');
    if (mode?.startsWith('finish-') && ![...modes.options].some((o) => o.value === mode)) {
      modes.append(Object.assign(document.createElement('option'), { value: mode, textContent: modeLabel(mode) }));
    }
    if ([...modes.options].some((o) => o.value === mode)) modes.value = mode;
  },

  /**
   * Puts a game in progress aside before another board's game replaces it: choosing its board
   * again brings it back as it was. Returns its board, or null when there was nothing to keep.
   */
  shelveGame() {
    if (this.status.jumps === 0 || this.status.state === 'won') return null;
    const left = this.view.layout.id;
    this.shelf.set(left, { state: this.game.state(), ahead: this.game.stateAhead(), solverJumps: this.ui.solverJumps });
    return left;
  },

  /** The sentence saying a game on board `left` was put aside ('' when none was). */
  keptNote(left) {
    return left ? `Your game on ${this.boardName(left)} is kept while this page is open: choose that board again to go on with it.` : '';
  },

  /** Until a board is drawn, its place keeps the shape of `board`'s drawing (see keptAspect). */
  keepBoardShape(board) {
    this.$('.play').style.setProperty('--kept-aspect', String(keptAspect(board, this.coordinatesAsked())));
  },

  /** The board the attributes ask for: the website owner's layout, when given, else `board`. */
  askedBoard() {
    if (this.hasAttribute('layout')) return CUSTOM;
    // Named as the owner likes (" English "): the menu's names are the board ids.
    const board = this.getAttribute('board');
    const id = board?.trim().toLowerCase();
    // None named: the start and finish asked for are the default board's (play-test 28:
    // `<peg-solitaire start="c3">` opened a1, and `mode="anywhere"` finished where it started).
    if (!id) return DEFAULT_BOARD;
    return BOARDS.includes(id) ? id : board;
  },

  /** The finish the attribute asks for, written as the menu's values are ("Finish-D7" too). */
  askedMode() {
    return this.getAttribute('mode')?.trim().toLowerCase() || 'complement';
  },

  /**
   * Whether the page asks for hints: the `hints` attribute, unless it says `false` (or `off`,
   * `no`, `0`), which an owner may well write for a boolean attribute and mean.
   */
  hintsAsked() {
    return saysOn(this.getAttribute('hints'));
  },

  /** Whether the page asks for the hole letters and numbers around the board (as `hints` reads). */
  coordinatesAsked() {
    return saysOn(this.getAttribute('coordinates'));
  },

  /**
   * Whether the website owner named neither a start nor a finish: then the board's usual game is
   * asked for, and the engine's sentence on how it chose one (French's usual d3 cannot finish
   * where it started...) would answer a question nobody asked.
   */
  usualGameAsked() {
    return !this.getAttribute('start') && !this.getAttribute('mode');
  },

  /**
   * The URL's game, when it changed under us: a link followed, or Back and Forward between the
   * games the player chose (saveState's history entries). A game in progress on another board
   * is put aside, as the board menu does, so the menu can still bring it back.
   */
  async followUrl() {
    const state = persist.stateInUrl();
    if (state === null || state === this.game?.state()) return persist.followedUrl();
    // (Named as a link typed by hand may name it, #game=French:…: the menu's ids are lower case.)
    const board = boardOf(state);
    // (A link naming no board of the page's opens a fresh game on this board: nothing to shelve.)
    const left = this.game && this.view.layout.id !== board && BOARDS.includes(board) ? this.shelveGame() : null;
    this.shelf.delete(board);
    // (A link that cannot be opened gives the page's own game: its start and finish too.)
    await this.openGame({ board: this.askedBoard(), start: this.getAttribute('start'), mode: this.askedMode(), state, fromLink: true, kept: this.keptNote(left), quiet: this.usualGameAsked() });
    // Only now: a save of the game it replaced, queued meanwhile, would have written over it.
    persist.followedUrl();
  },

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

  /** This element's game no longer waits for the hint file it asked for (see leaveHintFile). */
  leaveHintDownload() {
    if (this.hintDownload) leaveHintFile(this.hintDownload.file, this.hintDownload.progress);
    this.hintDownload = null;
    this.hintArrival?.(); // nor for another game's Retry of the one that failed
    this.hintArrival = null;
  },

  /** A board's name as the board menu gives it, for a sentence: "English cross (33 holes)". */
  boardName(id) {
    const label = this.$(`.board-select option[value="${id}"]`)?.textContent ?? id;
    return label.replace(/, (\d+ holes)$/, ' ($1)');
  },

  /**
   * Makes `game` the element's game. `sameGame`: the same game moving to another build.
   * `solverJumps`: the jumps of the game's line that Solve from here made (see embed.js).
   * `redrawn`: the same game drawn anew (coordinates shown or hidden), no new game for `ready`.
   */
  install(engine, game, note, sameGame, solverJumps = [], redrawn = false) {
    const previous = this.game;
    this.engine = engine;
    this.game = game;
    if (!sameGame) {
      // unmarkedSeen: a landing the live search left unmarked was shown in this game.
      Object.assign(this.ui, { selected: null, continuing: false, hovered: null, cursor: null, picking: null, exportOpen: false, solverJumps, unmarkedSeen: false });
      this.$('.copied').textContent = '';
      this.view = new BoardView(this.$('.board'), game.layout(), { coordinates: this.coordinatesAsked() });
      this.message = note;
      this.panel.announce(''); // it spoke of the game replaced (the status speaks for this one)
      this.$('.play').classList.add('drawn');
    }
    previous?.free();
    this.fillMenus();
    this.setBusy(false);
    this.changed();
    // A board that has the keys (a start or a board chosen from the keyboard) keeps its cursor,
    // on the new game's start hole, rather than none until the next arrow.
    if (!sameGame && this.ui.showCursor) {
      this.ui.cursor = this.ui.hovered = this.homeHole();
      this.invalidate('marks');
    }
    this.followHints();
    // Once per game: the same game moved onto a build with its data is no new game. Sent once
    // the game is drawn with its stylesheet (draw), so a listener reads the board, the status
    // and the marks of this game, and their sizes; games opened one after another before that
    // make one event.
    if (!sameGame && !redrawn) this.readyDue = true;
  },

  // The menus show the game's board and finish: where you started, anywhere, or at each hole,
  // as far as parity allows them for this start and the engine does not know them to lose.
  fillMenus() {
    const modes = this.$('.mode-select');
    // A choice by keys still to be opened (see onChosen) stays chosen while the menus refill.
    const keyed = (menu) => (this.menusKeyed.has(menu) ? menu.value : null);
    const keyedMode = keyed(modes);
    // The engine lists only the modes parity allows for this start.
    const options = this.game.modeOptions().map((mode) => [mode, modeLabel(mode)]);
    modes.replaceChildren(...options.map(([value, text]) => Object.assign(document.createElement('option'), { value, textContent: text })));
    modes.value = options.some(([value]) => value === keyedMode) ? keyedMode : this.game.mode();
    // The owner's own board is offered beside the built-in ones while it can be played.
    const boards = this.$('.board-select');
    let custom = boards.querySelector(`option[value="${CUSTOM}"]`);
    const playable = this.hasAttribute('layout') && !this.layoutError;
    if (playable && !custom) boards.prepend((custom = Object.assign(document.createElement('option'), { value: CUSTOM })));
    if (!playable) custom?.remove();
    if (custom && this.view.layout.id === CUSTOM) custom.textContent = `This site's board, ${this.view.layout.holes.length} holes`;
    boards.value = keyed(boards) ?? this.view.layout.id;
  },

  /** The Hints box was ticked or unticked: hints wanted now start downloading what they need. */
  hintsSwitched() {
    if (!this.game) return;
    if (this.$('.hints-box').checked) {
      if (!this.panel.arriving) this.followHints();
      return;
    }
    // Hints off: their file on its way is no longer wanted (up to 11 MB, on a phone's link
    // too). It is stopped unless the box is ticked again within the grace (leaveHintFile), and
    // its line goes. (A board's data build, under 1 MB, comes on.)
    if (this.hintDownload) {
      this.leaveHintDownload();
      this.panel.download('none');
      this.invalidate('game');
    }
  },

  /**
   * Hints follow the game: the board's data build first (the game then moves onto it), then a
   * hint file when the start needs one. Progress shows meanwhile; the game stays playable.
   */
  async followHints(retry = false) {
    const generation = this.generation;
    const build = dataBuildFor(this.view.layout.id);
    const current = () => generation === this.generation;
    // With Hints off nothing is downloaded for them (a hint file is up to 11 MB, on a phone's
    // link too): ticking the box starts what the game needs.
    const waitForBox = () => {
      this.panel.download('none');
      this.invalidate('game');
    };
    const wanted = this.$('.hints-box').checked;
    let file = null; // the hint file this game waits for, if any
    let mine = null; // this run's wait for it (this.hintDownload while it is the one waiting)
    try {
      // The game runs on the core build meanwhile (or after a link to a board that is not
      // here put it there): the same game, position and picked peg, on the build with data.
      if (build && this.engine !== loaded(build)) {
        let module = loaded(build);
        if (!module && !wanted) return waitForBox();
        if (!module) {
          // A small board's hints are computed by the core at once: then the data only adds
          // speed and the start picker's colours, and the line must not say the hints are
          // still to come.
          const working = this.status.hints && !this.status.hintsLive;
          const words = (f) => (working ? `Hints are on. Loading the stored data that speeds them up (${Math.round(f * 100)}%).` : `Loading the hints (${Math.round(f * 100)}%). You can play meanwhile.`);
          this.panel.download('loading', words(0), 0);
          this.hintsAwaited = generation;
          this.dataBuildShown = generation; // its bar went to 100% for this game
          module = await loadData(build, (f) => current() && this.panel.download('loading', words(f), f));
        }
        if (current()) this.install(module, withRedo(module, module.Game.fromState(this.game.state()), this.game.stateAhead()), '', true);
        return;
      }
      const info = this.game.hintFile();
      if (info && !info.loaded && !wanted) return waitForBox();
      if (info && !info.loaded) {
        file = info.file;
        const mb = (info.bytes / 1e6).toFixed(1);
        // After the board's data build, for this same game, the bar starts again at 0%: the
        // line says it is a second part, not the first one starting over (play-test 27).
        const part = this.dataBuildShown === generation ? ', second part' : '';
        const progress = (f) => current() && this.panel.download('loading', `Loading the hints for this game${part} (${mb} MB, ${Math.round(f * 100)}%). You can play meanwhile.`, f);
        this.leaveHintDownload();
        const entry = downloadHintFile(this.engine, info, progress, retry);
        this.hintDownload = mine = { file: info.file, progress };
        this.hintsAwaited = generation;
        await entry.promise;
        this.hintTiming = entry.timing;
        // Left meanwhile (Hints unticked), and maybe joined again by a newer run (ticked within
        // the grace): that one, if any, takes the file in; two would each say it came, and the
        // second "ready" would take the first one's line away.
        if (!current() || this.hintDownload !== mine) return;
        this.hintDownload = null; // it came: nothing to leave
      }
      // The file's hints take over from none, or from the live search used meanwhile.
      if (this.game.reloadHints()) this.changed();
      // "The hints are ready" only where this game waited for them: a line left loading by the
      // game before (another board chosen mid-download) would otherwise say it for this one.
      this.panel.download(this.hintsAwaited === generation ? 'ready' : 'none');
    } catch (error) {
      // Stopped because the player turned the hints off (hintsSwitched left it), or a newer
      // run waits for it now: this one has nothing to say. Ticking the box fetches it again.
      if (mine && this.hintDownload !== mine) return;
      if (current()) {
        // A board this big searches live instead (`hintsLive`): for as long as the file is
        // missing, or until a Retry brings it.
        const missing = error.status === 404;
        const live = missing ? 'Hints are worked out as you play instead' : 'Until they come, hints are worked out as you play';
        const from = this.status.hintsFrom === null ? '' : `, once ${this.status.hintsFrom} or fewer pegs are left`;
        const without = this.status.hintsLive ? ` ${live}${from}.` : ' You can play without them.';
        // Not there at all: the website left this game's hint file out (the README allows
        // it), which no Retry mends. Said plainly, not as an error.
        if (missing) this.panel.download('missing', `This site does not offer the hints for this game.${without}`);
        else this.panel.download('failed', `The hints could not be loaded (${error.message ?? error}).${without}`);
        // Another game on the page may bring the file (its Retry): this one takes it then.
        if (file) {
          this.hintArrival?.();
          this.hintArrival = onHintFileArrived(file, () => {
            this.hintArrival = null;
            if (current()) this.followHints();
          });
        }
      }
    }
    this.invalidate('game');
  },
};
