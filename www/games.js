// @ts-check
// The element's game: the one its attributes ask for, restored from the URL or local storage
// at boot or when the URL changes, put aside on a board switch, installed and shown in the
// menus. Methods of the <peg-solitaire> element (embed.js); opening a game is in opening.js,
// hints following it (data build, hint file) in following-hints.js.
import { dataBuildFor, loaded } from './engine.js';
import { stateParts, previewOfState } from './engine-client.js';
import * as persist from './persist.js';
import { BoardView, keptAspect } from './board-view.js';
import { BOARDS, CUSTOM, DEFAULT_BOARD } from './template.js';
import { openingMethods } from './opening.js';
import { hintMethods } from './following-hints.js';

/** A finish as the finish menu names it. */
const modeLabel = (mode) => (mode === 'complement' ? 'where you started' : mode === 'anywhere' ? 'anywhere' : `at ${mode.slice('finish-'.length)}`);

/** Whether a boolean attribute's value (null when absent) means on: not `false`, `off`, `no`, `0`. */
export const saysOn = (value) => value !== null && !/^(false|off|no|0)$/i.test(value.trim());

const ownMethods = {
  async boot() {
    this.booted = true; // attribute changes from now on are followed (attributeChangedCallback)
    const generation = this.generation;
    // Put back in the page after it was taken out, the element opens the game it had, unless
    // the owner asked for another while it was out.
    const parked = this.parked?.asked === this.askedGame() ? this.parked : null;
    this.parked = null;
    this.showAsked(parked);
    const link = this.syncsUrl() && !parked ? persist.stateInUrl() : null;
    let state = parked?.state ?? (this.syncsUrl() ? link ?? persist.storedState() : null);
    // A game an earlier version saved for the whole site is this page's when it is on the
    // page's own board (the engine reads which board; it loads the core meanwhile).
    const siteWide = this.syncsUrl() && state === null ? persist.siteWideState() : null;
    if (siteWide !== null) {
      const parts = await stateParts(siteWide).catch(() => null);
      if (generation !== this.generation || !this.booted) return; // a newer game was asked for meanwhile
      if (parts?.board === this.askedBoard()) {
        persist.adoptSiteWide(siteWide);
        state = siteWide;
      }
    }
    // The download line takes its place at once, not when the board arrives and everything
    // below would move down for it; the menus show the game about to open.
    const preview = state ? previewOfState(state) : null;
    const build = dataBuildFor(preview?.board ?? this.askedBoard());
    if (build && !loaded(build) && this.$('.hints-box').checked) this.panel.download('loading', 'Loading the hints (0%). You can play once the board is there.', 0);
    if (preview) this.showAskedInMenus(preview);
    await this.openGame({ board: this.askedBoard(), start: this.getAttribute('start'), mode: this.askedMode(), state, fromLink: link !== null, quiet: this.usualGameAsked(), ahead: parked?.ahead ?? null, solverJumps: parked?.solverJumps ?? null, byOwner: true });
  },

  /** The game the owner's attributes ask for, as one string (to tell whether it changed). */
  askedGame() {
    return JSON.stringify(['board', 'layout', 'start', 'mode'].map((a) => this.getAttribute(a)));
  },

  /**
   * While the engine loads, the menus show the board and finish of the linked or saved game
   * about to open (not the attributes' board), from previewOfState. What the engine then opens
   * fills the menus for good (fillMenus).
   */
  showAskedInMenus({ board, mode }) {
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
    const { state, ahead, solverJumps } = this.client.view;
    this.shelf.set(left, { state, ahead, solverJumps });
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
    if (state === null || state === this.client?.view.state) return persist.followedUrl();
    // (Named as a link typed by hand may name it, #game=French:…: the engine reads it.)
    const { board } = await stateParts(state).catch(() => ({ board: null }));
    if (persist.stateInUrl() !== state) return; // the URL changed again: its own hashchange follows
    // (A link naming no board of the page's opens a fresh game on this board: nothing to shelve.)
    const left = this.client && this.view.layout.id !== board && BOARDS.includes(board) ? this.shelveGame() : null;
    this.shelf.delete(board);
    // (A link that cannot be opened gives the page's own game: its start and finish too.)
    await this.openGame({ board: this.askedBoard(), start: this.getAttribute('start'), mode: this.askedMode(), state, fromLink: true, kept: this.keptNote(left), quiet: this.usualGameAsked() });
    // Only now: a save of the game it replaced, queued meanwhile, would have written over it.
    persist.followedUrl();
  },

  /** A board's name as the board menu gives it, for a sentence: "English cross (33 holes)". */
  boardName(id) {
    const label = this.$(`.board-select option[value="${id}"]`)?.textContent ?? id;
    return label.replace(/, (\d+ holes)$/, ' ($1)');
  },

  /**
   * Makes the game `client` holds the element's game. `sameGame`: the same game moved to
   * another build. `redrawn`: the same game drawn anew (coordinates shown or hidden), no new
   * game for `ready`.
   */
  install(client, note, sameGame, redrawn = false) {
    const previous = this.client;
    this.client = client;
    if (!sameGame) {
      // unmarkedSeen: a landing the live search left unmarked was shown in this game.
      Object.assign(this.ui, { selected: null, continuing: false, hovered: null, cursor: null, picking: null, exportOpen: false, unmarkedSeen: false });
      this.$('.copied').textContent = '';
      this.view = new BoardView(this.$('.board'), client.view.layout, { coordinates: this.coordinatesAsked() });
      this.message = note;
      this.panel.announce(''); // it spoke of the game replaced (the status speaks for this one)
      this.$('.play').classList.add('drawn');
    }
    if (previous !== client) previous?.free();
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
    const options = this.client.view.modeOptions.map((mode) => [mode, modeLabel(mode)]);
    modes.replaceChildren(...options.map(([value, text]) => Object.assign(document.createElement('option'), { value, textContent: text })));
    modes.value = options.some(([value]) => value === keyedMode) ? keyedMode : this.client.view.status.mode;
    // The owner's own board is offered beside the built-in ones while it can be played.
    const boards = this.$('.board-select');
    let custom = boards.querySelector(`option[value="${CUSTOM}"]`);
    const playable = this.hasAttribute('layout') && !this.layoutError;
    if (playable && !custom) boards.prepend((custom = Object.assign(document.createElement('option'), { value: CUSTOM })));
    if (!playable) custom?.remove();
    if (custom && this.view.layout.id === CUSTOM) custom.textContent = `This site's board, ${this.view.layout.holes.length} holes`;
    boards.value = keyed(boards) ?? this.view.layout.id;
  },
};

// With the methods the modules beside this one hold (none uses `super`):
//   openingMethods: openGame (opening.js)
//   hintMethods: leaveHintDownload, hintsSwitched, followHints (following-hints.js)
export const gameMethods = { ...ownMethods, ...openingMethods, ...hintMethods };
