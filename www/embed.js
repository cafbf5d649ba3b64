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
// Every module of the element is imported here, even those only games.js uses, so that the
// browser finds the whole module graph one level down and fetches it at once (on a slow link
// each level of imports costs a round trip before the board can appear).
import './engine-builds.js';
import './boards.js';
import './engine.js';
import './engine-client.js';
import './hint-files.js';
import './board-view.js';
import './status-text.js';
import './board-geometry.js';
import './opening.js';
import './following-hints.js';
import './start-picker.js';
import './solve.js';
import './live-search.js';
import './export-box.js';
import * as persist from './persist.js';
import { attachInput } from './input.js';
import { template, CUSTOM } from './template.js';
import { Panel } from './panel.js';
import { gameMethods, saysOn } from './games.js';
import { actionMethods } from './actions.js';
import { drawingMethods } from './drawing.js';
import { wireEvents } from './element-events.js';

const here = new URL('.', import.meta.url);

class PegSolitaire extends HTMLElement {
  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    // For the `settled` state (markSettled); a browser without it (Safari < 16.4) plays on.
    this.internals = this.attachInternals?.() ?? null;
    this.root.innerHTML = template(new URL('peg-solitaire.css', here).href);
    this.$ = (sel) => this.root.querySelector(sel);
    // Shown once its stylesheet is there (never a flash of unstyled controls); the browser's
    // own rule for [hidden] needs no stylesheet. An element put back in the page loads it
    // again (connectedCallback hides the game meanwhile). A ready event waits for it (draw).
    const reveal = () => {
      this.$('.game').removeAttribute('hidden');
      this.invalidate('game');
    };
    this.$('link').addEventListener('load', reveal);
    this.$('link').addEventListener('error', reveal);
    this.panel = new Panel(this.root);
    // The menus' height (one row, or two in a narrow column), for a short screen's board to fit
    // below them (peg-solitaire.css). It follows the element's own boxes: it stops with them.
    new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      this.$('.game').style.setProperty('--menus-height', `${Math.ceil(height)}px`);
    }).observe(this.$('.menus'));
    /** @type {import('./engine-client.js').GameClient | null} the game, through the engine's one door */
    this.client = null;
    this.view = null;
    this.busy = true;
    this.pending = 0; // engine calls on their way that change the game (actions.js ask)
    this.wantedMode = null; // the finish last picked from the menu
    this.layoutError = null; // why the layout attribute's board cannot be played, if it cannot
    this.generation = 0; // bumps when a game is replaced: late async answers are dropped
    this.shelf = new Map(); // board id → {state, ahead, solverJumps}: games put aside by a board switch
    this.ui = { selected: null, continuing: false, hovered: null, cursor: null, showCursor: false, picking: null, exportOpen: false, unmarkedSeen: false };
    this.message = ''; // one sentence (or WHY_SOLVE_IS_OFF), cleared by the next action
    this.solving = null;
    this.linkState = null; // the game a link opened, until played: not stored over the player's own
    this.booted = false; // boot has read the attributes: changes are followed from then on
    this.firstState = undefined; // the game as it opened (sync-url)...
    this.changedSinceOpening = false; // ...and whether it has changed since: then the URL is its
    this.searchRun = null; // the engine's search for what hovers could not tell (live-search.js)
    this.hintDownload = null; // {file, progress}: the hint file download this game waits for
    this.hintsAwaited = -1; // the game (generation) that last waited for its hints to download
    this.dataBuildShown = -1; // the game (generation) whose board data build showed its download
    this.hintArrival = null; // cancels this game's wait for another game to bring its failed file
    this.dirty = { game: false, marks: false };
    this.frame = 0;
    this.hintCalls = 0; // engine pegHint calls, for the browser benchmark
    this.pickToSay = null; // {hole, before}: a peg just picked (or left picked by its jump), said once drawn
    this.gameAsked = false; // attributes changed: a game opens once the script that set them is done
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
    if (name === 'hints') {
      this.$('.hints-box').checked = this.hintsAsked();
      this.hintsSwitched();
      this.invalidate('game');
    } else if (name === 'coordinates' && this.client) {
      const { state, ahead, solverJumps } = this.client.view;
      this.openGame({ board: this.view.layout.id, state, ahead, solverJumps, redrawn: true });
    } else {
      if (name === 'mode') this.wantedMode = null;
      const mode = () => this.askedMode();
      if (!this.client) this.showAskedInMenus({ board: this.askedBoard(), mode: mode() });
      // A script that sets board, start and mode one after another asks for one game, not
      // three: the game opens once the script is done, from all of them.
      if (this.gameAsked) return;
      this.gameAsked = true;
      queueMicrotask(() => {
        this.gameAsked = false;
        if (!this.isConnected) return; // taken off the page meanwhile (when back it opens the game asked for)
        this.openGame({ board: this.askedBoard(), start: this.getAttribute('start'), mode: mode(), quiet: this.usualGameAsked(), byOwner: true });
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
    this.offs.push(attachInput(this.$('.board'), this.$('.game'), () => this.view, this.intents()));
    this.panel.setBusy(true);
    // Attributes a script sets right after putting the element in the page (in the same task)
    // are the first game's: it opens once the script is done, from all of them (one game, one
    // ready event).
    queueMicrotask(() => {
      if (this.isConnected && !this.booted) this.boot();
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
    const stored = this.syncsUrl() && this.menusShown() ? persist.storedHintsWanted() : null;
    this.$('.hints-box').checked = parked?.hintsWanted ?? stored ?? this.hintsAsked();
    // The owner's own board is named at once; fillMenus adds its size once it is read.
    if (this.hasAttribute('layout') && !this.$(`.board-select option[value="${CUSTOM}"]`)) this.$('.board-select').prepend(Object.assign(document.createElement('option'), { value: CUSTOM, textContent: "This site's board" }));
    this.$('.board-select').value = this.askedBoard();
    this.keepBoardShape(this.$('.board-select').value);
    this.$('.mode-select').value = this.askedMode();
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

  /** Whether the player sees the menus (board, finish, Hints) and the start picker. */
  menusShown() {
    return !this.hasAttribute('no-menus') && !this.hasAttribute('no-controls');
  }

  /** Whether this element keeps its game in the URL and local storage (persist.ownsUrl). */
  syncsUrl() {
    return this.hasAttribute('sync-url') && persist.ownsUrl(this);
  }

  disconnectedCallback() {
    // An element moved in the page (a tab of the site's, a script or a framework re-parenting
    // it) is taken out and put back: its game is parked, to be opened as it was (see boot).
    const view = this.client?.view;
    this.parked = view && { state: view.state, ahead: view.ahead, solverJumps: view.solverJumps, hintsWanted: this.$('.hints-box').checked, asked: this.askedGame() };
    this.offs.forEach((off) => off());
    this.offs = [];
    // Attribute changes while it is out are read when it is back (boot), as one game.
    this.booted = false;
    this.readyDue = false; // the game it was for is gone
    this.stopSolving();
    cancelAnimationFrame(this.frame);
    this.frame = 0; // else a game opened after a reconnect would never be drawn (invalidate)
    this.generation++;
    this.leaveHintDownload();
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
    return this.client !== null && !this.busy && this.pending === 0;
  }

  setBusy(busy) {
    this.busy = busy;
    this.panel.setBusy(busy);
    if (!busy) this.invalidate('game');
  }

}

Object.assign(PegSolitaire.prototype, gameMethods, actionMethods, drawingMethods);

if (!customElements.get('peg-solitaire')) customElements.define('peg-solitaire', PegSolitaire);
