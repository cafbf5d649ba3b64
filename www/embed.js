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
import './hint-files.js';
import './board-view.js';
import './status-text.js';
import * as persist from './persist.js';
import { attachInput } from './input.js';
import { template, CUSTOM } from './template.js';
import { Panel, WHY_SOLVE_IS_OFF } from './panel.js';
import { gameMethods, saysOn } from './games.js';
import { actionMethods } from './actions.js';

// How many times a position's undecided landings are asked again by themselves: each ask spends
// a hover's search budget, and what one search learned carries over to the next, so a second
// ask often decides what the first could not.
const AUTO_REASKS = 2;
const REASK_AFTER_MS = 150;
// How long a menu's arrow keys rest before the game follows them (see onChosen).
const MENU_KEYS_REST_MS = 600;

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
    this.engine = null; // the loaded build this game runs on
    this.game = null;
    this.view = null;
    this.busy = true;
    this.wantedMode = null; // the finish last picked from the menu
    this.layoutError = null; // why the layout attribute's board cannot be played, if it cannot
    this.generation = 0; // bumps when a game is replaced: late async answers are dropped
    this.shelf = new Map(); // board id → {state, ahead, solverJumps}: games put aside by a board switch
    // solverJumps: which jumps of the game's line (its redo list too) Solve from here made, by
    // index, ascending; solverFrom: the first of them still played (null: none), for the status.
    this.ui = { selected: null, continuing: false, hovered: null, cursor: null, showCursor: false, picking: null, exportOpen: false, solverJumps: [], solverFrom: null };
    this.message = ''; // one sentence (or WHY_SOLVE_IS_OFF), cleared by the next action
    this.solving = null;
    this.linkState = null; // the game a link opened, until played: not stored over the player's own
    this.booted = false; // boot has read the attributes: changes are followed from then on
    this.firstState = undefined; // the game as it opened (sync-url)...
    this.changedSinceOpening = false; // ...and whether it has changed since: then the URL is its
    this.searchRun = null; // the engine's search for what hovers could not tell (actions.js)
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
    } else if (name === 'coordinates' && this.game) {
      this.openGame({ board: this.view.layout.id, state: this.game.state(), ahead: this.game.stateAhead(), solverJumps: this.ui.solverJumps, redrawn: true });
    } else {
      if (name === 'mode') this.wantedMode = null;
      const mode = () => this.askedMode();
      if (!this.game) this.showAskedInMenus(`${this.askedBoard()}::${mode()}`);
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
    // A closed menu changes with each arrow key (Chromium and Firefox on Linux and Windows):
    // a player arrowing past five boards would open five games, start their downloads and
    // leave five Back entries. Changed by keys, the game follows once they rest, or at once on
    // Enter or when the menu loses the focus; changed by a pointer, at once.
    const onChosen = (sel, fn) => {
      let keyed = false;
      let timer = 0;
      let before = null; // the choice when the keys began: arrowed back to it, nothing opens
      // Opens the keys' choice in `ms`, or (null) drops the wait. A menu refilled meanwhile
      // (the board's data build arriving) keeps the keys' choice (fillMenus).
      const wait = (ms) => {
        clearTimeout(timer);
        timer = ms === null ? 0 : setTimeout(now, ms);
        if (ms === null) this.menusKeyed.delete(this.$(sel));
        else this.menusKeyed.add(this.$(sel));
      };
      const now = () => {
        if (!timer) return;
        wait(null);
        if (this.$(sel).value !== before) fn();
      };
      on(sel, 'keydown', (e) => {
        keyed = !['Tab', 'Enter', 'Escape', 'Shift'].includes(e.key);
        if (keyed && !timer) before = this.$(sel).value;
        if (e.key === 'Enter') now();
      });
      // After the focus has moved on (Tab to the next menu), so it is held while the game opens.
      on(sel, 'blur', () => setTimeout(now));
      on(sel, 'pointerdown', () => (keyed = false)); // a pointer's choice is not the keys'
      on(sel, 'change', () => {
        wait(null);
        if (!keyed) return fn();
        keyed = false;
        wait(MENU_KEYS_REST_MS);
      });
      // Taken off the page: a choice the keys left waiting is dropped (a blur's late call too).
      this.offs.push(() => wait(null));
    };
    // A new board keeps the kind of finish the player (or the page) asked for, not one a board
    // without it forced: French has no "where you started", English should get it back. A
    // chosen finish hole is a hole of the old board: the new one finishes where it started.
    onChosen('.board-select', () => {
      const asked = this.wantedMode ?? this.askedMode();
      const board = this.$('.board-select').value;
      // A game in progress is put aside, not thrown away: choosing its board again brings it
      // back as it was. The new board's note says so, since nothing else shows it.
      const kept = this.keptNote(this.shelveGame());
      const resume = this.shelf.get(board) ?? null;
      this.shelf.delete(board);
      if (resume) this.openGame({ board, state: resume.state, ahead: resume.ahead, resume, kept, newEntry: true });
      else this.openGame({ board, mode: asked.startsWith('finish-') ? 'complement' : asked, kept, newEntry: true });
    });
    onChosen('.mode-select', async () => {
      const mode = this.$('.mode-select').value;
      this.wantedMode = mode;
      // Changed while choosing a start (as the picker advises for a start this finish cannot
      // win): the picker stays open, coloured for the new finish, so that start can be chosen.
      const picking = this.ui.picking !== null;
      // The jumps stay, and the undone ones are still there to redo (the solver's among them).
      const opened = this.openGame({ board: this.view.layout.id, start: this.status.start, mode, moves: this.game.state().split(':')[3] ?? '', ahead: this.game.stateAhead(), solverJumps: this.ui.solverJumps, newEntry: true });
      const generation = this.generation;
      await opened;
      if (picking && generation === this.generation && this.ui.picking === null) this.togglePicking();
    });
    // After the player's click or key, not on pointerdown: the line going then would move
    // what is below it between the press and the release, and the click would miss. A finger
    // on the board makes no click (input.js holds its touch), so its release counts too.
    for (const type of ['click', 'pointerup', 'keydown']) {
      on(this.root, type, () => {
        this.panel.collapseReady();
        this.markSettled();
      });
    }
    on('.hints-box', 'change', (e) => {
      if (this.syncsUrl()) persist.storeHintsWanted(e.target.checked);
      this.hintsSwitched();
      this.invalidate('game');
    });
    on('.undo', 'click', () => this.undo());
    on('.redo', 'click', () => this.redo());
    on('.reset', 'click', () => this.reset());
    on('.play-again', 'click', () => this.reset());
    on('.undo-to-winning', 'click', () => this.act(() => this.game.undoToWinning(), null, 'Back to the last winning position'));
    on('.solve', 'click', (event) => {
      if (this.solving) return this.stopSolving(true);
      // The button's drawn state decides, so it must be the current one: a click in the frame
      // after Hints were unticked (or the page turned them off) would otherwise still solve.
      this.drawNow();
      if (event.currentTarget.getAttribute('aria-disabled') !== 'true') return this.solve();
      this.message = WHY_SOLVE_IS_OFF; // why it is off (a tap or a key gets no hover), kept current
      this.invalidate('game');
    });
    on('.pick-start', 'click', (event) => {
      this.togglePicking();
      // Opened from the keyboard (a click with no pointer: Enter or Space), the holes to choose
      // from are on the board, which Tab from the button does not reach: the focus goes there,
      // on the start hole.
      if (event.detail === 0 && this.ui.picking && this.view) {
        this.ui.cursor = this.homeHole(); // the start hole: no peg is picked now
        this.$('.board').focus();
      }
    });
    on('.export', 'click', () => this.setExport(!this.ui.exportOpen));
    on('.close-export', 'click', () => this.setExport(false));
    on('.copy', 'click', () => this.copyNotation());
    on('.hint-retry', 'click', () => this.followHints(true));
    // Every element that asks listens, and follows the URL once it owns it: one that played
    // without the URL takes it over with its first save after the owner left the page (not on a
    // hashchange: the URL would then hold the old owner's games, and opening one would throw
    // away a game of its own that was never saved).
    if (this.hasAttribute('sync-url')) on(window, 'hashchange', () => persist.isUrlOwner(this) && this.followUrl());
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
    this.parked = this.game && { state: this.game.state(), ahead: this.game.stateAhead(), solverJumps: this.ui.solverJumps, hintsWanted: this.$('.hints-box').checked, asked: this.askedGame() };
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
    this.game?.free();
    this.game = null;
  }

  /** A game is on screen and nothing is replacing it: input may act. */
  get playable() {
    return this.game !== null && !this.busy;
  }

  setBusy(busy) {
    this.busy = busy;
    this.panel.setBusy(busy);
    if (!busy) this.invalidate('game');
  }

  // ---- drawing: at most once per animation frame; a hover redraws only the marks ----

  invalidate(what) {
    this.dirty[what] = true;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  /** Draws what is due at once, not at the next frame (before a decision reads the drawing). */
  drawNow() {
    if (!this.frame) return;
    cancelAnimationFrame(this.frame);
    this.draw();
  }

  draw() {
    this.frame = 0;
    // Cleared first: drawing the marks may ask for the panel again (invalidate), next frame.
    const dirty = this.dirty;
    this.dirty = { game: false, marks: false };
    if (this.game && this.view) {
      if (dirty.game) this.drawPanel();
      this.drawBoard();
      if (this.readyDue && !this.$('.game').hidden) {
        this.readyDue = false;
        this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
      }
    }
  }

  drawBoard() {
    const { ui } = this;
    const hintsOn = this.$('.hints-box').checked && this.status.hints;
    // Hover shows the hovered peg; otherwise the picked peg (a multi-jump move) keeps its marks.
    // The keyboard cursor passes over pegs on its way to a landing: while a peg the player
    // picked is picked, the cursor keeps showing its marks (Esc lets go, to look at other pegs).
    // A peg left picked by its own jump (it could go on) was not the player's pick: the cursor
    // shows the pegs it is on, as a mouse does, so the next jump can be looked for anywhere.
    const cursorOnly = ui.showCursor && ui.selected !== null && !ui.continuing;
    // A hovered peg that cannot jump has no marks to show: the picked peg keeps its own then.
    // (The status lists the pegs that can jump: the hover's one engine call is pegHint below.)
    const hoveredCanJump = ui.hovered !== null && this.status.movable.includes(ui.hovered);
    const focus = hoveredCanJump && !cursorOnly ? ui.hovered : ui.selected;
    let hint = null;
    // A hint with a landing the search could not decide is asked again when its peg is shown
    // anew: the engine's search may know more by then (what it learned since, in between).
    if (focus === null && this.leftUnmarked(this.hint)) this.hint = null;
    if (focus !== null && !ui.picking && !this.busy) {
      if (this.hint?.hole !== focus) {
        const asked = (this.hint = this.game.pegHint(focus));
        this.hintCalls++;
        if (this.reasks < AUTO_REASKS && this.leftUnmarked(asked)) {
          this.reasks++;
          setTimeout(() => {
            if (this.hint !== asked) return; // another peg, or another position, since
            this.hint = null;
            this.invalidate('marks');
          }, REASK_AFTER_MS);
        }
        // A bomb while the status cannot tell yet: once the hovers have found every peg one,
        // the engine knows the game is lost without a search, so the status can say so. A good
        // landing proves the game still wins: the engine knows that at once too (and Solve
        // can play from here).
        const found = this.hint.bomb || this.hint.landings.some((l) => l.good === true);
        if (found && this.status.undecided) this.searchFurther();
      }
      hint = hintsOn ? this.hint : { ...this.hint, bomb: false, landings: this.hint.landings.map((l) => ({ to: l.to, good: null })) };
      if (this.pickToSay?.hole === focus && ui.selected === focus) {
        this.sayPick(this.pickToSay, hint);
        this.pickToSay = null;
      }
      // The note says why a landing has no mark once one is shown, for the rest of the game
      // (not per hover or per jump: the panel would grow and shrink, a screen reader repeat it).
      // Above the peg count the hints start from, no landing is marked and the note says so.
      if (hintsOn && !this.ui.unmarkedSeen && this.leftUnmarked(this.hint)) {
        this.ui.unmarkedSeen = true;
        this.invalidate('game');
      }
    }
    // A jump whose peg's landings could not be said with it (another peg hovered) is said alone.
    if (this.pickToSay?.before) this.panel.announce(this.pickToSay.before);
    this.pickToSay = null;
    // The start picker shows the board as a new game begins: full, no last move, and no goal
    // dot (the current game's finish, drawn over a peg, read as a fourth kind of start).
    const pegs = ui.picking ? this.pegs.map(() => 1) : this.pegs;
    this.view.paint({ pegs, lastMove: ui.picking ? [] : this.status.lastMove, goal: ui.picking ? null : this.status.finish, selected: ui.selected, cursor: ui.showCursor ? ui.cursor : null, hint, starts: ui.picking });
    if (this.pendingGlide) this.view.glide(...this.pendingGlide);
    this.pendingGlide = null;
  }

  drawPanel() {
    const { ui } = this;
    this.panel.draw(this.status, {
      picking: ui.picking,
      solving: this.solving !== null,
      solverFrom: ui.solverFrom,
      unmarkedSeen: ui.unmarkedSeen,
      exportOpen: ui.exportOpen,
      idle: !this.busy,
      message: this.message,
      hintsWanted: this.$('.hints-box').checked,
      hintsLoading: this.panel.downloading,
      menusShown: this.menusShown(),
    });
    // What depends on the game only: saved and searched once per change of the game, not
    // when a peg is picked or a message shown.
    if (this.positionChanged) {
      this.positionChanged = false;
      if (this.syncsUrl()) {
        const state = this.game.state();
        // The host page's own fragment (an anchor in its URL) stays until the game changes.
        this.firstState ??= state;
        this.changedSinceOpening ||= state !== this.firstState;
        persist.saveState(state, { store: state !== this.linkState, inUrl: this.changedSinceOpening || !persist.hostFragment(), newEntry: this.newHistoryEntry });
        const ahead = this.game.stateAhead();
        persist.saveAhead(state, ahead);
        if (state !== this.linkState) persist.saveSolverJumps(ahead, this.ui.solverJumps); // as the game is stored
      }
      this.newHistoryEntry = false; // also when not (or no longer) the URL's owner
      this.panel.finishes(this.finishesText());
    }
    if (ui.exportOpen) this.panel.notation(this.game.notation());
    if (this.revealExport) this.$('.export-box').scrollIntoView({ block: 'nearest' });
    this.revealExport = false;
  }

  // Where a one-peg finish is still possible (a search: once per position, never per hover).
  finishesText() {
    const s = this.status;
    if (!s.hints || s.state !== 'playing' || this.game.mode() !== 'anywhere') return '';
    const reach = this.game.reachableFinishes();
    if (reach) return `One-peg finishes still possible at: ${reach.join(', ') || 'none'}.`;
    // Too big a search for this position: said, rather than the line coming and going from one
    // jump to the next (everything below it moved). A live search never lists them.
    return s.hintsLive ? '' : 'One-peg finishes still possible: too many ways on from here to tell.';
  }
}

Object.assign(PegSolitaire.prototype, gameMethods, actionMethods);

if (!customElements.get('peg-solitaire')) customElements.define('peg-solitaire', PegSolitaire);
