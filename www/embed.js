// <peg-solitaire board="english" start="d4" mode="complement" hints></peg-solitaire>
//
// One script tag: <script type="module" src=".../embed.js"></script>. The element draws the
// board, takes clicks, drags, taps and keys, and asks the WebAssembly engine everything else:
// which jumps are legal, whether one still wins (the hint), undo/redo, solving. No game rules
// live here. Styles come from peg-solitaire.css inside the shadow root, so nothing leaks in or
// out and no inline styles or scripts are needed (works under a strict CSP).
//
// Attributes: board, start (hole name), mode (complement | anywhere), hints (on when present),
// sync-url (keep the game in the page URL and local storage: for a page with one game).

const here = new URL('.', import.meta.url);
const BOARDS = ['triangle4', 'trunc12', 'triangle5', 'trunc18', 'triangle6', 'english'];
const STORAGE_KEY = 'pegsol.game.v1';

// The engine comes in two builds: without the English data (small, for triangle boards) and
// with it. Each is loaded once per page, when first needed.
const engines = {};
function engineFor(board) {
  const name = board === 'english' ? 'pkg' : 'pkg-triangles';
  if (!engines[name]) {
    engines[name] = import(new URL(`${name}/pegsol.js`, here).href).then(async (module) => {
      await module.default({ module_or_path: new URL(`${name}/pegsol_bg.wasm`, here) });
      return module;
    });
  }
  return engines[name];
}

// Hint files for the English starts outside the central type (about 19 and 27 MB): fetched
// from next to the engine only when a game needs one, once per page, hashed chunk by chunk as
// it arrives (the engine checks its SHA-256 and decodes it; nothing big runs on one tick).
const downloads = new Map(); // file -> { promise, progress: Set<fn> }
function downloadHintFile(engine, info, retry = false) {
  let entry = downloads.get(info.file);
  if (entry && !retry) return entry;
  const progress = new Set(entry ? entry.progress : []);
  entry = { progress, timing: {} };
  entry.promise = (async () => {
    const t0 = performance.now();
    const response = await fetch(new URL(`pkg/data/${info.file}`, here), { cache: retry ? 'reload' : 'default' });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const loader = new engine.HintFileLoader(info.file);
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loader.push(value);
        const received = loader.received();
        for (const fn of progress) fn(received / info.bytes);
      }
      const arrived = performance.now();
      loader.finish();
      entry.timing = { transferMs: arrived - t0, decodeMs: performance.now() - arrived, bytes: info.bytes };
    } finally {
      loader.free();
    }
  })();
  downloads.set(info.file, entry);
  return entry;
}

const SVG = 'http://www.w3.org/2000/svg';
const el = (tag, attrs = {}, parent) => {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
};
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const TEMPLATE = `
  <link rel="stylesheet" href="${new URL('peg-solitaire.css', here).href}">
  <div class="game" part="game">
    <div class="controls">
      <label>Board <select class="board-select" aria-label="Board"></select></label>
      <label>Finish <select class="mode-select" aria-label="Where to finish">
        <option value="complement">where you started</option>
        <option value="anywhere">anywhere</option>
      </select></label>
      <label class="hint-toggle"><input type="checkbox" class="hints-box"> Hints</label>
    </div>
    <p class="status" role="status" aria-live="polite"></p>
    <div class="hint-download" hidden>
      <progress class="hint-progress" max="1" value="0" aria-label="Hints downloading"></progress>
      <span class="hint-download-text"></span>
      <button type="button" class="hint-retry" hidden>Retry</button>
    </div>
    <svg class="board" role="grid" aria-label="Peg solitaire board"></svg>
    <p class="counter" aria-live="off"></p>
    <p class="finishes"></p>
    <div class="buttons">
      <button type="button" class="undo">Undo</button>
      <button type="button" class="redo">Redo</button>
      <button type="button" class="reset">Reset</button>
      <button type="button" class="solve">Solve from here</button>
      <button type="button" class="pick-start" aria-pressed="false">Choose start hole</button>
      <button type="button" class="export">Export</button>
    </div>
    <textarea class="notation" readonly hidden aria-label="The game in a1 notation"></textarea>
  </div>`;

class PegSolitaire extends HTMLElement {
  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.innerHTML = TEMPLATE;
    this.$ = (sel) => this.root.querySelector(sel);
    this.game = null;
    this.selected = null; // hole index of the picked peg
    this.hovered = null;
    this.cursor = 0; // keyboard cursor (hole index)
    this.picking = false; // choosing a start hole
    this.solving = null;
    this.message = '';
    this.hintTimings = []; // ms per problemIsSolvable call, for the browser benchmark
    this.listeners = [];
  }

  connectedCallback() {
    const select = this.$('.board-select');
    for (const id of BOARDS) {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = id;
      select.appendChild(option);
    }
    this.$('.hints-box').checked = this.hasAttribute('hints');
    const on = (node, type, fn) => {
      node.addEventListener(type, fn);
      this.listeners.push(() => node.removeEventListener(type, fn));
    };
    on(select, 'change', () => this.newGame(select.value, null, this.$('.mode-select').value));
    on(this.$('.mode-select'), 'change', (e) => this.newGame(this.layout.id, this.startName(), e.target.value));
    on(this.$('.hints-box'), 'change', () => this.render());
    on(this.$('.undo'), 'click', () => this.act(() => this.game.undo()));
    on(this.$('.redo'), 'click', () => this.act(() => this.game.redo()));
    on(this.$('.reset'), 'click', () => this.act(() => this.game.reset()));
    on(this.$('.solve'), 'click', () => this.solve());
    on(this.$('.pick-start'), 'click', () => this.togglePicking());
    on(this.$('.export'), 'click', () => this.exportGame());
    on(this.$('.hint-retry'), 'click', () => this.fetchHints(true));
    const svg = this.$('.board');
    on(svg, 'pointerdown', (e) => this.pointerDown(e));
    on(svg, 'pointerup', (e) => this.pointerUp(e));
    on(svg, 'pointerover', (e) => this.pointerOver(e));
    on(svg, 'pointerout', (e) => this.pointerOut(e));
    on(svg, 'keydown', (e) => this.keyDown(e));
    if (this.hasAttribute('sync-url')) on(window, 'hashchange', () => this.restoreFromUrl());
    this.boot();
  }

  disconnectedCallback() {
    for (const off of this.listeners) off();
    this.listeners = [];
    this.stopSolving();
    if (this.game) this.game.free();
    this.game = null;
  }

  async boot() {
    this.setMessage('Loading…');
    if (this.hasAttribute('sync-url') && (await this.restoreFromUrl(true))) return;
    await this.newGame(this.getAttribute('board') || 'triangle5', this.getAttribute('start'), this.getAttribute('mode') || 'complement');
  }

  // The game in the URL (shared link) or in local storage (reload without the link).
  async restoreFromUrl(booting = false) {
    const hash = new URLSearchParams(location.hash.slice(1)).get('game');
    if (hash !== null) {
      if (this.game && hash === this.game.state()) return true;
      if (await this.loadState(hash, 'The link holds no valid game')) return true;
      await this.newGame(this.getAttribute('board') || 'triangle5', null, 'complement', true);
      return true;
    }
    if (!booting) return false;
    let stored = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch (_) {
      stored = null;
    }
    if (stored === null) return false;
    if (await this.loadState(stored, 'The saved game could not be restored')) return true;
    try {
      localStorage.removeItem(STORAGE_KEY);
    } catch (_) {}
    await this.newGame(this.getAttribute('board') || 'triangle5', null, 'complement', true);
    return true;
  }

  async loadState(state, failure) {
    const board = state.split(':')[0];
    try {
      const engine = await engineFor(BOARDS.includes(board) ? board : 'triangle5');
      this.setGame(engine.Game.fromState(state), engine);
      return true;
    } catch (error) {
      this.pendingMessage = `${failure} (${error.message ?? error}); here is a fresh game.`;
      return false;
    }
  }

  async newGame(board, start, mode, keepMessage = false) {
    if (!BOARDS.includes(board)) board = 'triangle5';
    const engine = await engineFor(board);
    let game = null;
    for (const candidate of [start, ...this.defaultStarts(engine, board, mode)]) {
      if (!candidate) continue;
      try {
        game = new engine.Game(board, candidate, mode);
        break;
      } catch (error) {
        if (candidate === start) this.pendingMessage = `${error.message}. Starting elsewhere instead.`;
      }
    }
    if (!keepMessage && !this.pendingMessage) this.pendingMessage = '';
    this.setGame(game, engine);
  }

  // Starts to try when none is given: the classic ones first, then any hole the engine accepts.
  defaultStarts(engine, board, mode) {
    const classic = { english: 'd4', triangle5: 'a1', triangle6: 'a1', triangle4: 'a2', trunc12: 'b3', trunc18: 'b3' };
    const options = engine.startOptions(board, mode);
    const good = options.filter((o) => o.feasible && o.solvable !== false).map((o) => o.name);
    return [classic[board], ...good];
  }

  setGame(game, engine) {
    this.stopSolving();
    if (this.game) this.game.free();
    this.game = game;
    this.engine = engine;
    this.layout = game.layout();
    this.selected = null;
    this.picking = false;
    this.message = this.pendingMessage || '';
    this.pendingMessage = '';
    this.$('.board-select').value = this.layout.id;
    // Finish where you started, anywhere, or (small boards) at a hole parity allows.
    const modes = this.$('.mode-select');
    modes.replaceChildren();
    const finishes = game.finishOptions();
    for (const [value, text] of [['complement', 'where you started'], ['anywhere', 'anywhere'], ...finishes.map((h) => [`finish-${h}`, `at ${h}`])]) {
      const option = document.createElement('option');
      option.value = value;
      option.textContent = text;
      modes.appendChild(option);
    }
    modes.value = game.mode();
    this.buildBoard();
    this.render();
    this.fetchHints();
    this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
  }

  // Fetches the game's hint file if it needs one; the game stays playable (without hints)
  // meanwhile. The box's data-state is loading | ready | failed, for tests and styles.
  async fetchHints(retry = false) {
    const box = this.$('.hint-download');
    const info = this.game?.hintFile();
    if (!info) {
      box.hidden = true;
      return;
    }
    if (info.loaded) {
      box.hidden = true;
      if (!this.status?.hints && this.game.reloadHints()) this.render();
      return;
    }
    const game = this.game;
    const bar = this.$('.hint-progress');
    const text = this.$('.hint-download-text');
    const mb = (info.bytes / 1e6).toFixed(1);
    box.hidden = false;
    box.dataset.state = 'loading';
    this.$('.hint-retry').hidden = true;
    bar.value = 0;
    text.textContent = `Loading hints for this start (${mb} MB). You can play meanwhile.`;
    const entry = downloadHintFile(this.engine, info, retry);
    const onProgress = (fraction) => {
      bar.value = fraction;
    };
    entry.progress.add(onProgress);
    try {
      await entry.promise;
      if (this.game !== game) return;
      this.game.reloadHints();
      this.hintTiming = entry.timing;
      box.dataset.state = 'ready';
      box.hidden = true;
      this.render();
    } catch (error) {
      if (this.game !== game) return;
      box.dataset.state = 'failed';
      text.textContent = `Hints could not be loaded (${error.message ?? error}). You can play without them.`;
      this.$('.hint-retry').hidden = false;
    } finally {
      entry.progress.delete(onProgress);
    }
  }

  startName() {
    return this.game.holeName(this.game.startHole());
  }

  // SVG geometry: square lattice as is; triangular lattice from skew coordinates.
  buildBoard() {
    const svg = this.$('.board');
    svg.replaceChildren();
    const tri = this.layout.lattice === 'triangular';
    const point = (h) => (tri ? [h.x - h.y / 2, (h.y * Math.sqrt(3)) / 2] : [h.x, h.y]);
    const pts = this.layout.holes.map(point);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const [minX, minY] = [Math.min(...xs) - 0.6, Math.min(...ys) - 0.6];
    svg.setAttribute('viewBox', `${minX} ${minY} ${Math.max(...xs) - minX + 0.6} ${Math.max(...ys) - minY + 0.6}`);
    svg.setAttribute('tabindex', '0');
    this.holes = this.layout.holes.map((h, i) => {
      const g = el('g', { class: 'hole', 'data-hole': i, 'data-name': h.name, role: 'gridcell', transform: `translate(${pts[i][0]} ${pts[i][1]})` }, svg);
      el('circle', { class: 'socket', r: 0.42 }, g);
      el('circle', { class: 'mark', r: 0.46 }, g);
      el('circle', { class: 'peg', r: 0.32 }, g);
      const bomb = el('g', { class: 'bomb' }, g);
      el('circle', { r: 0.25, cy: 0.05 }, bomb);
      el('path', { d: 'M0.12 -0.15 Q0.22 -0.32 0.34 -0.3', class: 'fuse' }, bomb);
      el('circle', { r: 0.07, cx: 0.36, cy: -0.31, class: 'spark' }, bomb);
      return g;
    });
    this.points = pts;
    this.cursor = Math.min(this.cursor, this.holes.length - 1);
  }

  hintsOn() {
    return this.$('.hints-box').checked && this.status?.hints;
  }

  // The hint for the peg on `hole`: one problemIsSolvable call per legal jump.
  hintsFor(hole) {
    const targets = Array.from(this.game.legalTargets(hole));
    if (!this.hintsOn()) return targets.map((to) => ({ to, good: null }));
    return targets.map((to) => {
      const t0 = performance.now();
      const good = this.game.problemIsSolvable(hole, to);
      this.hintTimings.push(performance.now() - t0);
      return { to, good };
    });
  }

  // Classes and attributes per hole, computed in one place and applied as a small diff.
  render() {
    if (!this.game) return;
    this.status = this.game.status();
    const pegs = this.game.pegs();
    const focus = this.selected ?? this.hovered;
    const marks = new Map();
    let bomb = false;
    if (focus !== null && pegs[focus] && !this.picking) {
      const hints = this.hintsFor(focus);
      for (const { to, good } of hints) marks.set(to, good);
      bomb = this.hintsOn() && hints.length > 0 && hints.every((h) => h.good === false);
    }
    const options = this.picking ? this.engine.startOptions(this.layout.id, this.game.mode()) : null;
    this.holes.forEach((g, i) => {
      const name = this.layout.holes[i].name;
      const classes = ['hole', pegs[i] ? 'has-peg' : 'empty'];
      let hint = null;
      let label = `${name}, ${pegs[i] ? 'peg' : 'empty'}`;
      if (i === this.selected) classes.push('selected');
      if (i === this.cursor && this.keyboard) classes.push('cursor');
      if (marks.has(i)) {
        const good = marks.get(i);
        classes.push('target');
        if (good !== null) {
          hint = good ? 'good' : 'bad';
          label += good ? ', good landing' : ', bad landing: the goal is lost';
        } else {
          label += ', landing';
        }
      }
      if (i === focus && bomb) {
        hint = 'bomb';
        label += ', bomb: every jump loses';
      }
      if (options) {
        const o = options[i];
        classes.push(o.solvable === false ? 'start-bad' : 'start-ok');
        label = `${name}, start here: ${!o.feasible ? 'cannot be solved (parity)' : o.solvable === false ? 'cannot be solved' : o.solvable ? 'solvable' : 'no hints for this start'}`;
      }
      const cls = classes.join(' ');
      if (g.getAttribute('class') !== cls) g.setAttribute('class', cls);
      if (hint) g.setAttribute('data-hint', hint);
      else g.removeAttribute('data-hint');
      if (g.getAttribute('aria-label') !== label) g.setAttribute('aria-label', label);
    });
    this.renderStatus();
  }

  renderStatus() {
    const s = this.status;
    const name = this.startName();
    const mode = this.game.mode();
    const target = mode.startsWith('finish-') ? mode.slice('finish-'.length) : name;
    const goal = mode === 'anywhere' ? 'finish with one peg anywhere' : `finish with one peg on ${target}`;
    let text;
    if (this.picking) text = 'Click a hole to make it the starting vacancy.';
    else if (s.state === 'won') text = `Solved! One peg left${mode === 'anywhere' ? '' : ` on ${target}`}, in ${s.moves} moves.`;
    else if (s.state === 'lost') text = `This game can no longer be won: the goal was lost with jump ${s.lostAfter}. Undo to go back.`;
    else if (s.state === 'stuck') text = `No jump is left (${s.pegs} pegs).`;
    else text = `Start: ${name} empty. Goal: ${goal}.`;
    if (s.state !== 'won' && s.state !== 'lost' && s.jumps > 0 && this.status.pegs > 1 && !this.game.verdicts().length) {
      text = `No jump is left (${s.pegs} pegs).`;
    }
    const notes = [];
    if (this.message) notes.push(this.message);
    const info = this.game.hintFile();
    if (!s.hints && info && !info.loaded) notes.push('Hints are off until their file has loaded.');
    else if (!s.hints) notes.push(`No hints for this start: ${s.hintsMessage ?? 'unavailable'}.`);
    this.$('.status').textContent = [text, ...notes].join(' ');
    this.$('.status').dataset.state = s.state;
    this.$('.counter').textContent = `Jumps: ${s.jumps} · Moves: ${s.moves} · Pegs: ${s.pegs}`;
    this.$('.undo').disabled = !s.canUndo;
    this.$('.redo').disabled = !s.canRedo;
    this.$('.solve').disabled = !s.hints || s.state !== 'playing';
    this.$('.pick-start').setAttribute('aria-pressed', String(this.picking));
    let finishes = '';
    if (s.hints && s.state === 'playing' && this.game.mode() === 'anywhere') {
      // A search: once per position, not on every hover.
      const state = this.game.state();
      if (this.finishesState !== state) {
        this.finishesState = state;
        this.finishes = this.game.reachableFinishes();
      }
      const reach = this.finishes;
      finishes = reach ? `One-peg finishes still possible at: ${reach.join(', ') || 'none'}.` : '';
    }
    this.$('.finishes').textContent = finishes;
    if (this.hasAttribute('sync-url')) this.save();
  }

  save() {
    const state = this.game.state();
    const url = new URL(location.href);
    url.hash = new URLSearchParams({ game: state }).toString();
    if (url.href !== location.href) history.replaceState(null, '', url);
    try {
      localStorage.setItem(STORAGE_KEY, state);
    } catch (_) {}
  }

  setMessage(text) {
    this.message = text;
    this.$('.status').textContent = text;
  }

  act(fn) {
    this.stopSolving();
    fn();
    this.selected = null;
    this.message = '';
    this.render();
  }

  holeAt(event) {
    const g = event.target.closest?.('.hole');
    return g ? Number(g.dataset.hole) : null;
  }

  // Click-click, tap-tap and drag-and-drop all end here.
  choose(hole) {
    if (hole === null || !this.game) return;
    if (this.picking) {
      this.picking = false;
      this.newGame(this.layout.id, this.layout.holes[hole].name, this.game.mode());
      return;
    }
    const pegs = this.game.pegs();
    if (this.selected !== null && !pegs[hole]) {
      const from = this.selected;
      try {
        this.game.jump(from, hole);
        this.message = '';
        // Keep the peg picked after a jump so a multi-jump move goes on with one more click;
        // clicking it once more keeps it picked (it does not toggle off).
        this.selected = this.game.legalTargets(hole).length ? hole : null;
        this.continuing = this.selected !== null;
      } catch (error) {
        this.message = error.message;
        this.selected = null;
      }
      this.stopSolving();
    } else if (pegs[hole]) {
      this.selected = this.selected === hole && !this.continuing ? null : hole;
      this.continuing = false;
    } else {
      this.selected = null;
    }
    this.render();
  }

  pointerDown(event) {
    const hole = this.holeAt(event);
    if (hole === null) return;
    this.keyboard = false;
    this.dragFrom = this.game.pegs()[hole] && this.selected !== hole ? hole : null;
    this.choose(hole);
    event.preventDefault();
  }

  pointerUp(event) {
    // A drag that ends on another hole is the same jump as a second click.
    const target = this.root.elementFromPoint?.(event.clientX, event.clientY) ?? event.target;
    const g = target?.closest?.('.hole');
    const hole = g ? Number(g.dataset.hole) : null;
    if (this.dragFrom !== null && this.dragFrom !== undefined && hole !== null && hole !== this.dragFrom && this.selected === this.dragFrom) {
      this.choose(hole);
    }
    this.dragFrom = null;
  }

  pointerOver(event) {
    if (event.pointerType === 'touch') return; // touch has no hover: a tap selects instead
    const hole = this.holeAt(event);
    if (hole === this.hovered) return;
    this.hovered = hole;
    if (this.selected === null) this.render();
  }

  pointerOut(event) {
    if (event.pointerType === 'touch') return;
    const to = event.relatedTarget?.closest?.('.hole');
    if (to) return;
    this.hovered = null;
    if (this.selected === null) this.render();
  }

  // Arrow keys move a cursor to the nearest hole in that direction; Enter or Space picks and drops.
  keyDown(event) {
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (dirs[event.key]) {
      const [dx, dy] = dirs[event.key];
      const [cx, cy] = this.points[this.cursor];
      let best = null;
      let bestScore = Infinity;
      this.points.forEach(([x, y], i) => {
        const along = (x - cx) * dx + (y - cy) * dy;
        if (along <= 0.1) return;
        const across = Math.abs((x - cx) * dy - (y - cy) * dx);
        const score = along + 2 * across;
        if (score < bestScore) [best, bestScore] = [i, score];
      });
      if (best !== null) this.cursor = best;
      this.keyboard = true;
      this.hovered = this.cursor;
      this.render();
      event.preventDefault();
    } else if (event.key === 'Enter' || event.key === ' ') {
      this.keyboard = true;
      this.choose(this.cursor);
      event.preventDefault();
    } else if (event.key === 'Escape') {
      this.selected = null;
      this.render();
    }
  }

  togglePicking() {
    this.stopSolving();
    this.picking = !this.picking;
    this.selected = null;
    this.render();
  }

  solve() {
    this.stopSolving();
    let steps;
    try {
      steps = this.game.solveFromHere();
    } catch (error) {
      this.setMessage(error.message);
      return;
    }
    if (!steps) {
      this.setMessage('From here the goal cannot be reached: undo first.');
      return;
    }
    const delay = reducedMotion() ? 0 : 350;
    const play = () => {
      const next = steps.shift();
      if (!next) return this.stopSolving();
      this.game.jump(next[0], next[1]);
      this.selected = null;
      this.render();
      this.solving = setTimeout(play, delay);
    };
    this.solving = setTimeout(play, delay);
  }

  stopSolving() {
    if (this.solving !== null) clearTimeout(this.solving);
    this.solving = null;
  }

  exportGame() {
    const area = this.$('.notation');
    area.hidden = false;
    area.value = this.game.notation() || '(no jumps yet)';
    area.select();
  }
}

if (!customElements.get('peg-solitaire')) customElements.define('peg-solitaire', PegSolitaire);
