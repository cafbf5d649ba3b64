// <peg-solitaire board="english" start="d4" mode="complement" hints></peg-solitaire>
//
// One script tag: <script type="module" src=".../embed.js"></script>. The element draws the
// board, takes clicks, drags, taps and keys, and asks the WebAssembly engine everything else:
// which jumps are legal, whether one still wins (the hint), undo/redo, solving. No game rules
// live here.
//
// Attributes: board, start (hole name), mode (complement | anywhere | finish-HOLE), hints (on
// when present), coordinates (hole letters and numbers around the board), no-menus (hide the
// board, finish and hints menus), no-controls (hide the menus and every button), sync-url (keep
// the game in the page URL and local storage: for a page with one game).
import { loadCore, loadData, dataBuildFor, loaded } from './engine.js';
import { downloadHintFile } from './hint-files.js';
import * as persist from './persist.js';
import { BoardView } from './board-view.js';
import { attachInput } from './input.js';
import { template, BOARDS } from './template.js';
import { describeStatus } from './status-text.js';

const here = new URL('.', import.meta.url);
const STEP_MS = 450; // solve playback: one jump per step, visible with or without motion

class PegSolitaire extends HTMLElement {
  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.innerHTML = template(new URL('peg-solitaire.css', here).href);
    this.$ = (sel) => this.root.querySelector(sel);
    this.engine = null; // the loaded build this game runs on
    this.game = null;
    this.view = null;
    this.generation = 0; // bumps when a game is replaced: late async answers are dropped
    this.ui = { selected: null, continuing: false, hovered: null, cursor: null, showCursor: false, picking: null, exportOpen: false };
    this.message = ''; // one sentence, cleared by the next action
    this.solving = null;
    this.dirty = { game: false, marks: false };
    this.frame = 0;
    this.hintCalls = 0; // engine pegHint calls, for the browser benchmark
    this.offs = [];
  }

  connectedCallback() {
    this.$('.hints-box').checked = this.hasAttribute('hints');
    const on = (sel, type, fn) => {
      const node = typeof sel === 'string' ? this.$(sel) : sel;
      node.addEventListener(type, fn);
      this.offs.push(() => node.removeEventListener(type, fn));
    };
    on('.board-select', 'change', (e) => this.openGame({ board: e.target.value, start: null, mode: this.game?.mode() ?? 'complement' }));
    on('.mode-select', 'change', (e) => this.openGame({ board: this.game.layout().id, start: this.status.start, mode: e.target.value }));
    on('.hints-box', 'change', () => this.invalidate('game'));
    on('.undo', 'click', () => this.undo());
    on('.redo', 'click', () => this.redo());
    on('.reset', 'click', () => this.act(() => this.game.reset()));
    on('.play-again', 'click', () => this.act(() => this.game.reset()));
    on('.undo-to-winning', 'click', () => this.act(() => this.game.undoToWinning()));
    on('.solve', 'click', () => (this.solving ? this.stopSolving(true) : this.solve()));
    on('.pick-start', 'click', () => this.togglePicking());
    on('.export', 'click', () => this.setExport(!this.ui.exportOpen));
    on('.close-export', 'click', () => this.setExport(false));
    on('.copy', 'click', () => this.copyNotation());
    on('.hint-retry', 'click', () => this.ensureHints(true));
    if (this.hasAttribute('sync-url')) on(window, 'hashchange', () => this.followUrl());
    this.offs.push(attachInput(this.$('.board'), this.$('.game'), () => this.view, this.intents()));
    this.setBusy(true);
    this.boot();
  }

  disconnectedCallback() {
    this.offs.forEach((off) => off());
    this.offs = [];
    this.stopSolving();
    cancelAnimationFrame(this.frame);
    this.generation++;
    this.game?.free();
    this.game = null;
  }

  // ---- games: opening, restoring, moving to a build with data ----

  async boot() {
    let state = null;
    if (this.hasAttribute('sync-url')) state = persist.stateInUrl() ?? persist.storedState();
    const request = { board: this.getAttribute('board') || 'triangle5', start: this.getAttribute('start'), mode: this.getAttribute('mode') || 'complement' };
    await this.openGame(state !== null ? { ...request, state } : request);
  }

  async followUrl() {
    const state = persist.stateInUrl();
    if (state !== null && state !== this.game?.state()) await this.openGame({ board: this.getAttribute('board') || 'triangle5', mode: 'complement', state });
  }

  /**
   * Replaces the game: from a state string (a link, storage) or a board, start and mode. Runs on
   * the board's data build when it has loaded, else on the core (hints follow when the data
   * arrives). Controls are disabled meanwhile; a newer request wins.
   */
  async openGame({ board, start = null, mode = 'complement', state = null }) {
    const generation = ++this.generation;
    this.stopSolving();
    this.setBusy(true);
    const boardOf = state !== null ? state.split(':')[0] : board;
    let engine;
    try {
      engine = loaded(dataBuildFor(boardOf)) ?? (await loadCore());
    } catch (error) {
      if (generation !== this.generation) return;
      this.$('.placeholder').textContent = `The game could not be loaded (${error.message ?? error}). Reload the page to try again.`;
      return;
    }
    if (generation !== this.generation) return;
    let game = null;
    let note = '';
    if (state !== null) {
      try {
        game = engine.Game.fromState(state);
      } catch (error) {
        note = `The saved game could not be restored (${error.message ?? error}), so here is a fresh game.`;
        if (this.hasAttribute('sync-url')) persist.forgetStoredState();
      }
    }
    if (!game) {
      try {
        game = engine.Game.open(BOARDS.includes(board) ? board : 'triangle5', start, mode);
      } catch (_) {
        game = engine.Game.open('triangle5', null, 'complement');
      }
      note = [note, game.note() ?? ''].join(' ').trim();
    }
    this.install(engine, game, note, false);
  }

  /** Makes `game` the element's game. `keepUi`: the same game on another build. */
  install(engine, game, note, keepUi) {
    const previous = this.game;
    this.engine = engine;
    this.game = game;
    if (!keepUi || !this.view) {
      this.ui = { ...this.ui, selected: null, continuing: false, hovered: null, picking: null, exportOpen: keepUi && this.ui.exportOpen };
      this.view = new BoardView(this.$('.board'), game.layout(), { coordinates: this.hasAttribute('coordinates') });
      this.ui.cursor = null;
      this.message = note;
    }
    previous?.free();
    this.status = game.status();
    this.fillModes();
    this.$('.placeholder').hidden = true;
    this.setBusy(false);
    this.invalidate('game');
    this.ensureHints();
    this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
  }

  // The finish menu: where you started, anywhere, or (small boards) at each hole parity allows.
  fillModes() {
    const modes = this.$('.mode-select');
    const finishes = this.game.finishOptions();
    const options = [['complement', 'where you started'], ['anywhere', 'anywhere'], ...finishes.map((h) => [`finish-${h}`, `at ${h}`])];
    modes.replaceChildren(...options.map(([value, text]) => Object.assign(document.createElement('option'), { value, textContent: text })));
    modes.value = this.game.mode();
    this.$('.board-select').value = this.game.layout().id;
  }

  /**
   * Hints follow the game: the board's data build first (then the game moves onto it), then a
   * hint file when the start needs one. Progress shows meanwhile; the game stays playable.
   */
  async ensureHints(retry = false) {
    const generation = this.generation;
    const board = this.game.layout().id;
    const build = dataBuildFor(board);
    const box = this.$('.hint-download');
    const show = (state, text, fraction) => {
      box.hidden = state === 'ready';
      box.dataset.state = state;
      this.$('.hint-download-text').textContent = text;
      this.$('.hint-retry').hidden = state !== 'failed';
      if (fraction !== undefined) this.$('.hint-progress').value = fraction;
    };
    try {
      if (!loaded(build)) {
        show('loading', 'Loading the hints. You can play meanwhile.', 0);
        const module = await loadData(build, (f) => generation === this.generation && show('loading', `Loading the hints (${Math.round(f * 100)}%). You can play meanwhile.`, f));
        if (generation !== this.generation) return;
        // The same game, position and picked peg, on the build with data.
        this.install(module, module.Game.fromState(this.game.state()), '', true);
        return;
      }
      const info = this.game.hintFile();
      if (!info || info.loaded) {
        if (info && !this.status.hints && this.game.reloadHints()) this.invalidate('game');
        show('ready', '');
        return;
      }
      const mb = (info.bytes / 1e6).toFixed(1);
      const entry = downloadHintFile(this.engine, info, (f) => generation === this.generation && show('loading', `Loading the hints for this start (${mb} MB, ${Math.round(f * 100)}%). You can play meanwhile.`, f), retry);
      await entry.promise;
      this.hintTiming = entry.timing;
      if (generation !== this.generation) return;
      this.game.reloadHints();
      show('ready', '');
      this.invalidate('game');
    } catch (error) {
      if (generation !== this.generation) return;
      show('failed', `The hints could not be loaded (${error.message ?? error}). You can play without them.`);
    }
  }

  // ---- actions ----

  intents() {
    return {
      hover: (hole) => {
        if (hole === this.ui.hovered) return;
        this.ui.hovered = hole;
        this.invalidate('marks');
      },
      choose: (hole, pointerType) => this.choose(hole, pointerType),
      drop: (from, to) => {
        if (this.ui.selected === from) this.choose(to);
      },
      moveCursor: (dx, dy) => {
        if (!this.view) return;
        this.ui.showCursor = true;
        const next = this.ui.cursor === null ? this.homeHole() : this.view.neighbour(this.ui.cursor, dx, dy);
        if (next !== null) this.ui.cursor = next;
        this.ui.hovered = this.ui.cursor;
        this.invalidate('marks');
      },
      chooseCursor: () => this.ui.cursor !== null && this.choose(this.ui.cursor),
      cancel: () => {
        this.ui.selected = null;
        this.ui.picking = null;
        this.invalidate('game');
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
      focusBoard: (visible) => {
        if (!this.view) return;
        if (this.ui.cursor === null) this.ui.cursor = this.homeHole();
        if (!visible) return; // a click focused the board: the pointer is the cursor
        this.ui.showCursor = true;
        this.ui.hovered = this.ui.cursor;
        this.invalidate('marks');
      },
      blurBoard: () => {
        if (!this.ui.showCursor) return;
        this.ui.showCursor = false;
        this.invalidate('marks');
      },
    };
  }

  // Where the keyboard cursor appears first: on the picked peg, else on the start hole.
  homeHole() {
    return this.ui.selected ?? this.view.layout.holes.findIndex((h) => h.name === this.status.start);
  }

  get playable() {
    return this.game !== null && !this.busy;
  }

  // A click, tap, Enter or drop on `hole`: pick a peg, jump the picked peg, or pick a start.
  choose(hole, pointerType = 'mouse') {
    if (!this.playable) return;
    if (pointerType !== 'touch' && pointerType !== undefined) this.ui.hovered = hole;
    this.message = '';
    if (this.ui.picking) return this.chooseStart(hole);
    const pegs = this.game.pegs();
    const { selected } = this.ui;
    if (selected !== null && !pegs[hole]) {
      if (this.game.legalTargets(selected).includes(hole)) {
        this.jump(selected, hole);
        return;
      }
      this.ui.selected = null; // a click on an empty hole that is no landing lets go
    } else if (pegs[hole]) {
      // A second click on the picked peg lets go, unless it is on a multi-jump move.
      this.ui.selected = selected === hole && !this.ui.continuing ? null : hole;
      this.ui.continuing = false;
    } else {
      this.ui.selected = null;
    }
    this.invalidate('game');
  }

  jump(from, to) {
    this.stopSolving();
    this.game.jump(from, to);
    // The peg stays picked while it can jump on, so a multi-jump move goes on with one click.
    const onward = this.game.legalTargets(to).length > 0;
    this.ui.selected = onward ? to : null;
    this.ui.continuing = onward;
    this.changed({ glide: 'forward' });
  }

  undo() {
    if (!this.playable) return;
    this.act(() => this.game.undo(), 'backward');
  }

  redo() {
    if (!this.playable) return;
    this.act(() => this.game.redo(), 'forward');
  }

  act(fn, glide = null) {
    if (!this.playable) return;
    this.stopSolving();
    const before = this.status.lastJump;
    if (!fn()) glide = null;
    this.ui.selected = null;
    this.ui.continuing = false;
    this.ui.picking = null;
    this.message = '';
    this.changed({ glide, undone: before });
  }

  /** The game changed: redraw (and glide the jump just made or undone) on the next frame. */
  changed({ glide = null, undone = null } = {}) {
    this.status = this.game.status();
    this.pendingGlide = glide === 'forward' ? [this.status.lastJump, false] : glide === 'backward' && undone ? [undone, true] : null;
    this.invalidate('game');
  }

  togglePicking() {
    if (!this.playable) return;
    this.stopSolving();
    this.message = '';
    this.ui.selected = null;
    this.ui.picking = this.ui.picking ? null : this.engine.startOptions(this.game.layout().id, this.game.mode());
    this.invalidate('game');
  }

  chooseStart(hole) {
    const option = this.ui.picking[hole];
    const name = this.view.layout.holes[hole].name;
    if (!option.feasible || option.solvable === false) {
      this.message = `${name} cannot be solved with this finish${option.feasible ? '' : ' (parity rules it out)'}: choose a green or blue hole.`;
      this.invalidate('game');
      return;
    }
    this.openGame({ board: this.game.layout().id, start: name, mode: this.game.mode() });
  }

  solve() {
    if (!this.playable) return;
    this.stopSolving();
    this.message = '';
    let steps;
    try {
      steps = this.game.solveFromHere();
    } catch (error) {
      this.message = `${error.message ?? error}.`;
      return this.invalidate('game');
    }
    if (!steps) {
      this.message = 'From here the goal cannot be reached: undo first.';
      return this.invalidate('game');
    }
    this.ui.selected = null;
    const play = () => {
      const next = steps.shift();
      if (!next) return this.stopSolving(true);
      this.game.jump(next[0], next[1]);
      this.changed({ glide: 'forward' });
      this.solving = setTimeout(play, STEP_MS);
    };
    this.solving = setTimeout(play, 0);
    this.invalidate('game');
  }

  stopSolving(redraw = false) {
    if (this.solving === null) return;
    clearTimeout(this.solving);
    this.solving = null;
    if (redraw) this.invalidate('game');
  }

  setExport(open) {
    this.ui.exportOpen = open;
    this.$('.copied').textContent = '';
    this.invalidate('game');
  }

  async copyNotation() {
    const text = this.game.notation();
    try {
      await navigator.clipboard.writeText(text);
      this.$('.copied').textContent = 'Copied.';
    } catch (_) {
      // No clipboard permission (an embedded frame, an old browser): select it for Ctrl+C.
      getSelection().selectAllChildren(this.$('.notation'));
      this.$('.copied').textContent = 'Selected: press Ctrl+C to copy.';
    }
  }

  setBusy(busy) {
    this.busy = busy;
    this.$('.game').setAttribute('aria-busy', String(busy));
    for (const node of this.root.querySelectorAll('button, select, input')) {
      if (busy) node.disabled = true;
    }
    if (!busy) this.invalidate('game');
  }

  // ---- drawing: at most once per animation frame ----

  invalidate(what) {
    this.dirty[what] = true;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  draw() {
    this.frame = 0;
    if (!this.game || !this.view) return;
    if (this.dirty.game) this.drawGame();
    this.drawBoard();
    this.dirty = { game: false, marks: false };
  }

  hintsOn() {
    return this.$('.hints-box').checked && this.status.hints;
  }

  drawBoard() {
    const { ui } = this;
    const pegs = (this.pegs = this.dirty.game || !this.pegs ? this.game.pegs() : this.pegs);
    // Hover shows the hovered peg; otherwise the picked peg (a multi-jump move) keeps its marks.
    const focus = ui.hovered !== null && pegs[ui.hovered] ? ui.hovered : ui.selected;
    let hint = null;
    if (focus !== null && !ui.picking && !this.busy) {
      if (this.dirty.game || this.hint?.hole !== focus) {
        hint = this.game.pegHint(focus);
        this.hintCalls++;
      } else hint = this.hint;
      this.hint = hint;
      if (!this.hintsOn()) hint = { ...hint, bomb: false, landings: hint.landings.map((l) => ({ to: l.to, good: null })) };
    }
    this.view.paint({ pegs, lastMove: this.status.lastMove, selected: ui.selected, cursor: ui.showCursor ? ui.cursor : null, hint, starts: ui.picking });
    if (this.pendingGlide) {
      if (this.pendingGlide[0]) this.view.glide(...this.pendingGlide);
      this.pendingGlide = null;
    }
  }

  drawGame() {
    const s = this.status;
    const said = describeStatus(s, { picking: !!this.ui.picking, solving: this.solving !== null });
    const notes = [this.message];
    if (!s.hints && this.$('.hints-box').checked) {
      const loading = !this.$('.hint-download').hidden && this.$('.hint-download').dataset.state !== 'failed';
      if (!loading) notes.push(`No hints for this game: ${s.hintsMessage ?? 'unavailable'}.`);
    }
    this.$('.status').textContent = said.text;
    this.$('.status').dataset.state = said.state;
    this.$('.note').textContent = notes.filter(Boolean).join(' ');
    this.$('.result').hidden = !(said.playAgain || said.undoToWinning);
    this.$('.undo-to-winning').hidden = !said.undoToWinning;
    this.$('.counter').textContent = `Jumps: ${s.jumps} · Moves: ${s.moves} · Pegs: ${s.pegs}`;
    const idle = !this.busy;
    this.$('.undo').disabled = !idle || !s.canUndo;
    this.$('.redo').disabled = !idle || !s.canRedo;
    this.$('.reset').disabled = !idle || !s.canUndo;
    this.$('.solve').disabled = !idle || (!this.solving && (!s.hints || s.state !== 'playing'));
    this.$('.solve').textContent = this.solving ? 'Stop' : 'Solve from here';
    this.$('.pick-start').disabled = !idle;
    this.$('.pick-start').setAttribute('aria-pressed', String(!!this.ui.picking));
    for (const sel of ['.export', '.copy', '.close-export', '.play-again', '.undo-to-winning', '.hint-retry', '.board-select', '.mode-select', '.hints-box']) this.$(sel).disabled = !idle;
    this.$('.export').setAttribute('aria-expanded', String(this.ui.exportOpen));
    this.$('.export-box').hidden = !this.ui.exportOpen;
    const state = this.game.state();
    if (state !== this.savedState) {
      this.savedState = state;
      if (this.ui.exportOpen || this.$('.notation').textContent) this.drawNotation();
      this.drawFinishes(s);
      if (this.hasAttribute('sync-url')) persist.saveState(state);
    } else if (this.ui.exportOpen) this.drawNotation();
  }

  // Moves as unbreakable words: a line breaks between moves, never inside e6-c6-a6.
  drawNotation() {
    const moves = this.game.notation().split(' ').filter(Boolean);
    const box = this.$('.notation');
    if (!moves.length) return box.replaceChildren('No jumps yet.');
    box.replaceChildren(...moves.flatMap((m, i) => [...(i ? [' '] : []), Object.assign(document.createElement('span'), { className: 'move', textContent: m })]));
  }

  // Where a one-peg finish is still possible (a search: once per position, never per hover).
  drawFinishes(s) {
    let text = '';
    if (s.hints && s.state === 'playing' && this.game.mode() === 'anywhere') {
      const reach = this.game.reachableFinishes();
      if (reach) text = `One-peg finishes still possible at: ${reach.join(', ') || 'none'}.`;
    }
    this.$('.finishes').textContent = text;
  }
}

if (!customElements.get('peg-solitaire')) customElements.define('peg-solitaire', PegSolitaire);
