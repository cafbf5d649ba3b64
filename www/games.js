// @ts-check
// The element's game: the one its attributes ask for, restored from the URL or local storage
// at boot or when the URL changes, put aside on a board switch, installed and shown in the
// menus. One Games per element; it owns which game request is the newest (`generation`), the
// games put aside, and what the URL and storage were told. Opening a game is in opening.js,
// hints following it (data build, hint file) in following-hints.js.
import { dataBuildFor, loaded } from './engine.js';
import { stateParts, previewOfState } from './engine-client.js';
import * as persist from './persist.js';
import { BoardView, keptFrame, BIG_BOARD_UNITS } from './board-view.js';
import { BOARDS, CUSTOM } from './template.js';
import { openGame } from './opening.js';
import { askedBoard, askedGame, askedMode, coordinatesAsked, syncsUrl, usualGameAsked } from './config.js';

/** A finish as the finish menu names it. */
const modeLabel = (mode) => (mode === 'complement' ? 'where you started' : mode === 'anywhere' ? 'anywhere' : `at ${mode.slice('finish-'.length)}`);

export class Games {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    this.generation = 0; // bumps when a game is replaced: late async answers are dropped
    this.shelf = new Map(); // board id → {state, ahead, solverJumps}: games put aside by a board switch
    this.wantedMode = null; // the finish last picked from the menu
    this.layoutError = null; // why the layout attribute's board cannot be played, if it cannot
    this.linkState = null; // the game a link opened, until played: not stored over the player's own
    this.firstState = undefined; // the game as it opened (sync-url)...
    this.changedSinceOpening = false; // ...and whether it has changed since: then the URL is its
    this.newHistoryEntry = false; // the next save adds a history entry (the player chose a game)
    this.parked = null; // the game the element had when it was taken out of the page
    this.gameAsked = false; // attributes changed: a game opens once the script that set them is done
  }

  /** Replaces the game with the one asked for (see openGame in opening.js). */
  open(options) {
    return openGame(this, options);
  }

  async boot() {
    this.host.booted = true; // attribute changes from now on are followed (attributeChangedCallback)
    const generation = this.generation;
    // Put back in the page after it was taken out, the element opens the game it had, unless
    // the owner asked for another while it was out.
    const parked = this.parked?.asked === askedGame(this.host) ? this.parked : null;
    this.parked = null;
    this.host.showAsked(parked);
    const link = syncsUrl(this.host) && !parked ? persist.stateInUrl() : null;
    let state = parked?.state ?? (syncsUrl(this.host) ? link ?? persist.storedState() : null);
    // A game an earlier version saved for the whole site is this page's when it is on the
    // page's own board (the engine reads which board; it loads the core meanwhile).
    const siteWide = syncsUrl(this.host) && state === null ? persist.siteWideState() : null;
    if (siteWide !== null) {
      const parts = await stateParts(siteWide).catch(() => null);
      if (generation !== this.generation || !this.host.booted) return; // a newer game was asked for meanwhile
      if (parts?.board === askedBoard(this.host)) {
        persist.adoptSiteWide(siteWide);
        state = siteWide;
      }
    }
    // The download line takes its place at once, not when the board arrives and everything
    // below would move down for it; the menus show the game about to open.
    const preview = state ? previewOfState(state) : null;
    const build = dataBuildFor(preview?.board ?? askedBoard(this.host));
    if (build && !loaded(build) && this.host.$('.hints-box').checked) this.host.panel.download('loading', 'Loading the hints (0%). You can play once the game has loaded.', 0);
    if (preview) this.showAskedInMenus(preview);
    await this.open({ board: askedBoard(this.host), start: this.host.getAttribute('start'), mode: askedMode(this.host), state, fromLink: link !== null, quiet: usualGameAsked(this.host), ahead: parked?.ahead ?? null, solverJumps: parked?.solverJumps ?? null, byOwner: true });
  }


  /**
   * While the engine loads, the menus show the board and finish of the linked or saved game
   * about to open (not the attributes' board), from previewOfState. What the engine then opens
   * fills the menus for good (fillMenus).
   */
  showAskedInMenus({ board, mode }) {
    this.keepBoardShape(board);
    const boards = this.host.$('.board-select');
    if ([...boards.options].some((o) => o.value === board)) boards.value = board;
    const modes = this.host.$('.mode-select');
    if (mode?.startsWith('finish-') && ![...modes.options].some((o) => o.value === mode)) {
      modes.append(Object.assign(document.createElement('option'), { value: mode, textContent: modeLabel(mode) }));
    }
    if ([...modes.options].some((o) => o.value === mode)) modes.value = mode;
  }

  /**
   * Puts a game in progress aside before another board's game replaces it: choosing its board
   * again brings it back as it was. Returns its board, or null when there was nothing to keep.
   */
  shelve() {
    if (this.host.status.jumps === 0 || this.host.status.state === 'won') return null;
    const left = this.host.view.layout.id;
    const { state, ahead, solverJumps } = this.host.client.view;
    this.shelf.set(left, { state, ahead, solverJumps });
    return left;
  }

  /** The sentence saying a game on board `left` was put aside ('' when none was). */
  keptNote(left) {
    return left ? `Your game on ${this.boardName(left)} is kept while this page is open: choose that board again to go on with it.` : '';
  }

  /** Until a board is drawn, its place keeps the shape of `board`'s drawing (see keptFrame). */
  keepBoardShape(board) {
    const play = this.host.$('.play');
    const [units, height] = keptFrame(board, coordinatesAsked(this.host)) ?? [0, 0];
    play.style.setProperty('--kept-aspect', String(height ? units / height : 1));
    // Its width in holes: on a touch screen each hole is at least a finger wide (peg-solitaire.css).
    play.style.setProperty('--kept-units', String(units));
    play.classList.toggle('kept-big', units >= BIG_BOARD_UNITS);
  }






  /**
   * The URL's game, when it changed under us: a link followed, or Back and Forward between the
   * games the player chose (saveState's history entries). A game in progress on another board
   * is put aside, as the board menu does, so the menu can still bring it back.
   */
  async followUrl() {
    const state = persist.stateInUrl();
    if (state === null || state === this.host.client?.view.state) return persist.followedUrl();
    // (Named as a link typed by hand may name it, #game=French:…: the engine reads it.)
    const { board } = await stateParts(state).catch(() => ({ board: null }));
    if (persist.stateInUrl() !== state) return; // the URL changed again: its own hashchange follows
    // (A link naming no board of the page's opens a fresh game on this board: nothing to shelve.)
    const left = this.host.client && this.host.view.layout.id !== board && BOARDS.includes(board) ? this.shelve() : null;
    this.shelf.delete(board);
    // (A link that cannot be opened gives the page's own game: its start and finish too.)
    await this.open({ board: askedBoard(this.host), start: this.host.getAttribute('start'), mode: askedMode(this.host), state, fromLink: true, kept: this.keptNote(left), quiet: usualGameAsked(this.host) });
    // Only now: a save of the game it replaced, queued meanwhile, would have written over it.
    persist.followedUrl();
  }

  /** A board's name as the board menu gives it, for a sentence: "English cross (33 holes)". */
  boardName(id) {
    const label = this.host.$(`.board-select option[value="${id}"]`)?.textContent ?? id;
    return label.replace(/, (\d+ holes)$/, ' ($1)');
  }

  /**
   * Makes the game `client` holds the element's game. `sameGame`: the same game moved to
   * another build. `redrawn`: the same game drawn anew (coordinates shown or hidden), no new
   * game for `ready`.
   */
  install(client, note, sameGame, redrawn = false) {
    const previous = this.host.client;
    this.host.client = client;
    if (!sameGame) {
      // unmarkedSeen: a landing the live search left unmarked was shown in this game.
      Object.assign(this.host.ui, { selected: null, continuing: false, hovered: null, cursor: null, picking: null, unmarkedSeen: false });
      this.host.exportBox.open = false;
      this.host.$('.copied').textContent = '';
      this.host.view = new BoardView(this.host.$('.board'), client.view.layout, { coordinates: coordinatesAsked(this.host) });
      this.host.message = note;
      this.host.panel.announce(''); // it spoke of the game replaced (the status speaks for this one)
      this.host.$('.play').classList.add('drawn');
    }
    if (previous !== client) previous?.free();
    // On a board whose hints are a live search, the search worker does the searching.
    this.host.thinking.attach(client).then(() => this.host.changed());
    this.fillMenus();
    this.host.setBusy(false);
    this.host.changed();
    // A board that has the keys (a start or a board chosen from the keyboard) keeps its cursor,
    // on the new game's start hole, rather than none until the next arrow.
    if (!sameGame && this.host.ui.showCursor) {
      this.host.ui.cursor = this.host.ui.hovered = this.host.actions.homeHole();
      this.host.invalidate('marks');
    }
    this.host.hintFollower.follow();
    // Once per game: the same game moved onto a build with its data is no new game. Sent once
    // the game is drawn with its stylesheet (draw), so a listener reads the board, the status
    // and the marks of this game, and their sizes; games opened one after another before that
    // make one event.
    if (!sameGame && !redrawn) this.host.renderer.readyDue = true;
  }

  // The menus show the game's board and finish: where you started, anywhere, or at each hole,
  // as far as parity allows them for this start and the engine does not know them to lose.
  fillMenus() {
    const modes = this.host.$('.mode-select');
    // A choice by keys still to be opened (see onChosen) stays chosen while the menus refill.
    const keyed = (menu) => (this.host.menusKeyed.has(menu) ? menu.value : null);
    const keyedMode = keyed(modes);
    // The engine lists only the modes parity allows for this start.
    const options = this.host.client.view.modeOptions.map((mode) => [mode, modeLabel(mode)]);
    modes.replaceChildren(...options.map(([value, text]) => Object.assign(document.createElement('option'), { value, textContent: text })));
    modes.value = options.some(([value]) => value === keyedMode) ? keyedMode : this.host.client.view.status.mode;
    // The owner's own board is offered beside the built-in ones while it can be played.
    const boards = this.host.$('.board-select');
    let custom = boards.querySelector(`option[value="${CUSTOM}"]`);
    const playable = this.host.hasAttribute('layout') && !this.layoutError;
    if (playable && !custom) boards.prepend((custom = Object.assign(document.createElement('option'), { value: CUSTOM })));
    if (!playable) custom?.remove();
    if (custom && this.host.view.layout.id === CUSTOM) custom.textContent = `This site's board, ${this.host.view.layout.holes.length} holes`;
    boards.value = keyed(boards) ?? this.host.view.layout.id;
  }
}
