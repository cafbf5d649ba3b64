// @ts-check
// <peg-solitaire board="english" start="d4" mode="complement" hints></peg-solitaire>
//
// One script tag: <script type="module" src=".../embed.js"></script>. The element draws the
// board, takes clicks, drags, taps and keys, and asks the WebAssembly engine everything else:
// which jumps are legal, whether one still wins (the hint), undo/redo, solving. No game rules
// live here.
//
// Attributes: board, layout (the website owner's own board in the layout-file format of
// `pegs --layout`: a `lattice square` or `lattice triangular` line, then rows of `o` and `.`;
// it replaces `board`), start (hole name), mode (complement | anywhere | finish-HOLE), hints (on
// when present), coordinates (hole letters and numbers around the board), no-menus (hide the
// board, finish and hints menus), no-controls (hide the menus and every button), sync-url (keep
// the game in the page URL and local storage: for a page with one game; a second element with it
// plays without it).
// The element is its lifecycle and attributes (here), and one object per concern, each with
// its own state: games (games.js, opening.js), actions (actions.js), renderer (drawing.js),
// solver, search (live-search.js), thinking (thinking.js: the search worker, search-worker.js),
// startPicker, exportBox, hintFollower (following-hints.js), panel; every engine call goes through engine-client.js. Every module is imported here, so
// that the browser finds the whole module graph one level down and fetches it at once (on a
// slow link each level of imports costs a round trip before the board can appear).
import './engine-builds.js';
import './boards.js';
import './engine.js';
import './engine-client.js';
import './hint-files.js';
import './board-view.js';
import './status-text.js';
import './board-geometry.js';
import './opening.js';
import './first-view.js';
import './first-views.js';
import './config.js';
import * as persist from './persist.js';
import { attachInput } from './input.js';
import { intents } from './intents.js';
import { template, CUSTOM } from './template.js';
import { Panel } from './panel.js';
import { Games } from './games.js';
import { Actions } from './actions.js';
import { Renderer } from './drawing.js';
import { Solver } from './solve.js';
import { LiveSearch } from './live-search.js';
import { Thinking } from './thinking.js';
import { StartPicker } from './start-picker.js';
import { ExportBox } from './export-box.js';
import { HintFollower } from './following-hints.js';
import { wireEvents } from './element-events.js';
import { askedBoard, askedGame, askedMode, hintsAsked, menusShown, saysOn, syncsUrl, usualGameAsked } from './config.js';

const here = new URL('.', import.meta.url);

class PegSolitaire extends HTMLElement {
  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    // For the `settled` state (markSettled); a browser without it (Safari < 16.4) plays on.
    this.internals = this.attachInternals?.() ?? null;
    this.root.innerHTML = template(new URL('peg-solitaire.css', here).href);
    this.$ = (sel) => this.root.querySelector(sel);
    this.panel = new Panel(this.root);
    this.games = new Games(this);
    this.actions = new Actions(this);
    this.renderer = new Renderer(this);
    this.solver = new Solver(this);
    this.search = new LiveSearch(this);
    this.thinking = new Thinking(this);
    this.startPicker = new StartPicker(this);
    this.exportBox = new ExportBox(this);
    this.hintFollower = new HintFollower(this);
    // Shown once its stylesheet is there (never a flash of unstyled controls); the browser's
    // own rule for [hidden] needs no stylesheet. An element put back in the page loads it
    // again (connectedCallback hides the game meanwhile). A ready event waits for it (draw).
    const reveal = () => {
      this.$('.game').removeAttribute('hidden');
      this.invalidate('game');
    };
    this.$('link').addEventListener('load', reveal);
    this.$('link').addEventListener('error', reveal);
    // The menus' height (one row, or two in a narrow column), for a short screen's board to fit
    // below them (peg-solitaire.css). It follows the element's own boxes: it stops with them.
    new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      this.$('.game').style.setProperty('--menus-height', `${Math.ceil(height)}px`);
    }).observe(this.$('.menus'));
    /** @type {import('./engine-client.js').GameClient | null} the game, through the engine's one door */
    this.client = null;
    this.view = null; // the drawn board (board-view.js)
    this.busy = true; // a game is being opened: no input acts
    // What the player is doing: the picked peg, a move going on, the hovered hole, the keyboard
    // cursor, the start picker's options (null: closed), whether an unmarked landing was shown.
    this.ui = { selected: null, continuing: false, hovered: null, cursor: null, showCursor: false, picking: null, unmarkedSeen: false };
    this.message = ''; // one sentence (or WHY_SOLVE_IS_OFF), cleared by the next action
    this.booted = false; // boot has read the attributes: changes are followed from then on
    this.offs = [];
    this.menusKeyed = new Set(); // the menus whose choice by keys waits to be opened (onChosen)
  }

  // A website owner may change these on a live element.
  static get observedAttributes() {
    return ['board', 'layout', 'start', 'mode', 'hints', 'coordinates'];
  }

  attributeChangedCallback(name, before, after) {
    // Until boot, which reads them all, there is nothing to follow. From then on the game
    // follows, also while the engine loads: the newest request replaces boot's own.
    if (before === after || !this.booted) return;
    // `hints="off"` made `hints="no"` asks for nothing new (and must not undo the player's box).
    if ((name === 'hints' || name === 'coordinates') && saysOn(before) === saysOn(after)) return;
    const games = this.games;
    if (name === 'hints') {
      this.$('.hints-box').checked = hintsAsked(this);
      this.hintFollower.switched();
      this.invalidate('game');
    } else if (name === 'coordinates' && this.client) {
      const { state, ahead, solverJumps } = this.client.view;
      games.open({ board: this.view.layout.id, state, ahead, solverJumps, redrawn: true });
    } else {
      if (name === 'mode') games.wantedMode = null;
      if (!this.client) games.showAskedInMenus({ board: askedBoard(this), mode: askedMode(this) });
      // A script that sets board, start and mode one after another asks for one game, not
      // three: the game opens once the script is done, from all of them.
      if (games.gameAsked) return;
      games.gameAsked = true;
      queueMicrotask(() => {
        games.gameAsked = false;
        if (!this.isConnected) return; // taken off the page meanwhile (when back it opens the game asked for)
        games.open({ board: askedBoard(this), start: this.getAttribute('start'), mode: askedMode(this), quiet: usualGameAsked(this), byOwner: true });
      });
    }
  }
  connectedCallback() {
    // Put back in the page, the shadow root's stylesheet loads again: until it is there
    // (its load event), the game is hidden rather than drawn unstyled.
    if (!this.$('link').sheet) this.$('.game').hidden = true;
    const on = (sel, type, fn) => {
      const node = typeof sel === 'string' ? this.$(sel) : sel;
      node.addEventListener(type, fn);
      this.offs.push(() => node.removeEventListener(type, fn));
    };
    wireEvents(this, on);
    this.offs.push(attachInput(this.$('.board'), this.$('.game'), () => this.view, intents(this.actions)));
    this.panel.setBusy(true);
    // Attributes a script sets right after putting the element in the page (in the same task)
    // are the first game's: it opens once the script is done, from all of them (one game, one
    // ready event).
    queueMicrotask(() => {
      if (this.isConnected && !this.booted) this.games.boot();
    });
  }

  /**
   * Until the game is there, the menus show what the attributes (or the player) asked for.
   * `parked`: the game the element had when it was taken out of the page, if it opens again.
   */
  showAsked(parked) {
    // The player's own choice, kept with their game (sync-url, or the parked game), over the
    // page's default; but not where the menus are hidden, since there the player could not
    // switch back what they chose on another page of the site.
    const stored = syncsUrl(this) && menusShown(this) ? persist.storedHintsWanted() : null;
    this.$('.hints-box').checked = parked?.hintsWanted ?? stored ?? hintsAsked(this);
    // The owner's own board is named at once; fillMenus adds its size once it is read.
    if (this.hasAttribute('layout') && !this.$(`.board-select option[value="${CUSTOM}"]`)) this.$('.board-select').prepend(Object.assign(document.createElement('option'), { value: CUSTOM, textContent: "This site's board" }));
    this.$('.board-select').value = askedBoard(this);
    this.games.keepBoardShape(this.$('.board-select').value);
    this.$('.mode-select').value = askedMode(this);
  }

  /**
   * A host page may keep the element's room while it loads (index.html's min-height, sized for
   * the board, the panel and its download line). Once the board is there and the download line
   * has gone, after the player's own click or key, the custom state `:state(settled)` lets the
   * page give that room back: what moves then moves because of the player's act.
   */
  markSettled() {
    if (!this.view || !this.$('.hint-download').hidden) return;
    try {
      this.internals?.states?.add('settled');
    } catch (_) {
      // A browser without custom states (or with only their old --dashed names) keeps the room.
    }
  }

  disconnectedCallback() {
    // An element moved in the page (a tab of the site's, a script or a framework re-parenting
    // it) is taken out and put back: its game is parked, to be opened as it was (see boot).
    const view = this.client?.view;
    this.games.parked = view && { state: view.state, ahead: view.ahead, solverJumps: view.solverJumps, hintsWanted: this.$('.hints-box').checked, asked: askedGame(this) };
    this.offs.forEach((off) => off());
    this.offs = [];
    // Attribute changes while it is out are read when it is back (boot), as one game.
    this.booted = false;
    this.solver.stop();
    this.thinking.stop();
    // A game opened after a reconnect is drawn afresh; the ready event was for the game gone.
    this.renderer.stop();
    this.games.generation++;
    this.hintFollower.leave();
    this.client?.free();
    this.client = null;
  }

  /**
   * The engine's own game object and build, for the browser tests and benchmark only (they ask
   * the engine directly what the page shows); the page itself goes through `client`.
   */
  get game() {
    return this.client?.game ?? null;
  }

  get engine() {
    return this.client?.engine ?? null;
  }

  /** Where the game stands, as the engine last said (see engine-client.js), or undefined. */
  get status() {
    return this.client?.view.status;
  }

  /** One byte per hole, 1 where a peg is, as the engine last said. */
  get pegs() {
    return this.client?.view.pegs;
  }

  /** A game is on screen and nothing is replacing it: input may act. */
  get playable() {
    return this.client !== null && !this.busy && this.actions.pending === 0;
  }

  setBusy(busy) {
    this.busy = busy;
    this.panel.setBusy(busy);
    if (!busy) this.invalidate('game');
  }

  /** Redraws `what` ('game': board and panel; 'marks': the board) on the next frame. */
  invalidate(what) {
    this.renderer.invalidate(what);
  }

  /** Draws what is due now (before a decision reads the drawing). */
  drawNow() {
    this.renderer.drawNow();
  }

  /** Draws at once (the tests draw a position they set up). */
  draw() {
    this.renderer.draw();
  }

  /** The game changed: read it anew and redraw (see Actions.changed). */
  changed(options) {
    this.actions.changed(options);
  }

  /** Engine pegHint calls so far, and the last hint file's timing: for the browser benchmark. */
  get hintCalls() {
    return this.renderer.hintCalls;
  }

  get hintTiming() {
    return this.hintFollower.timing;
  }

}

if (!customElements.get('peg-solitaire')) customElements.define('peg-solitaire', PegSolitaire);
